/**
 * The words of the landing pages' first screen and of 模拟填报's and 我的志愿's head, which the build
 * also renders into the app shell (src/shell/prerender.tsx) with the pages' own components.
 */

interface PageHead {
  title: string;
  description: string;
}

/** 首页's own hero, shown until (or instead of) the operator's banners. */
export const HOME_HERO = {
  title: '艺考志愿，一站规划',
  lead: '输入你的文化成绩与统考成绩，按省份规则计算综合分，对照历年录取位次，生成冲、稳、保梯度合理的志愿方案。',
  primary: { label: '开始模拟填报', to: '/filling' },
  secondary: { label: '查看使用指南', to: '/guide' },
} as const;

export const SCHOOL_LIST_HEAD: PageHead = {
  title: '找大学',
  description: '按所在地区、办学类型、公办/民办与985、211、双一流、独立设置艺术院校等标签查找院校。',
};

export const NEWS_LIST_HEAD: PageHead = {
  title: '艺考资讯',
  description: '各省艺考政策、统考与校考安排、招生计划与录取动态，按时间整理。',
};

/** The heads of 模拟填报 and 我的志愿: the app shell paints them while the member's data loads. */
export const FILLING_HEAD: PageHead = {
  title: '模拟填报',
  description: '按批次查看与你的综合分匹配的院校专业，按冲、稳、保分档并给出录取概率，可筛选地区、院校类型与学费，一键加入志愿表。',
};

export const VOLUNTEER_HEAD: PageHead = {
  title: '我的志愿',
  description:
    '管理你保存的志愿表：新建、重命名、删除、设为当前（模拟填报的「加入志愿表」加到当前表），进入志愿表调整顺序、设置服从调剂、打印与导出。',
};

/** 艺考资讯's list call and page size: the page asks for its first page, and so does the app shell to draw its first rows (src/shell). */
export const NEWS_LIST = { url: '/api/v1/article/list', pageSize: 10 } as const;
