/** A 艺考资讯 article written for this product; `daysAgo` counts back from the demo's fixed date. */
export interface ArticleFact {
  title: string;
  summary: string;
  category: '政策解读' | '备考指导' | '院校动态' | '志愿技巧';
  /** Province short name the article is about; null = national. */
  province: string | null;
  daysAgo: number;
  content: string;
}

/** 2026-11-20 00:00 China time: published_at of the demo articles counts back from here. */
export const ARTICLE_EPOCH = 1_795_104_000;
