/**
 * Official pages for publications whose rows in the gathered files carry no URL. Each entry was
 * read from the upstream collection's own import notes for that source id (the page it fetched
 * the official table from) and names the authority's page, never a reprint. A source id absent
 * here and absent from the files has no official URL: its rows are left out and counted.
 * Add an entry only after opening the page and seeing the table on it (docs/data.md).
 */
export const KNOWN_SOURCE_URLS: Readonly<Record<string, { url: string; title: string }>> = {
  'official-shanxi-art-undergraduate-filing-2025': {
    url: 'https://gaokao.chsi.com.cn/gkxx/zc/ss/202507/20250725/2293394603.html',
    title: '山西省2025年艺术本科批院校专业组投档最低分',
  },
  'official-jilin-special-rank-2026': {
    url: 'https://www.jleea.com.cn/front/content/202733',
    title: '2026年吉林省普通高校招生考试艺术类综合成绩一分段表',
  },
};
