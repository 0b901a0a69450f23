import type { Requirements } from './guard';

/** One row of the route table (docs/product-behaviour.md, Screens and routes), plus what the layout needs (title, grey background). */
export interface RouteMeta {
  path: string;
  title: string;
  /** Highlighted top tab; -1 highlights none. */
  tabIndex: number;
  requires: Requirements;
  /** Cached: the page keeps its state (filters, page, tab) in the URL, so coming back restores it. */
  cached?: boolean;
  /** Light grey page background (mine, school, major and their detail pages). */
  grey?: boolean;
}

const open: Requirements = {};
const member: Requirements = { login: true, score: true };

/** Pages inside the site layout, keyed by the lazy page module that renders them. */
export const routeTable = {
  home: { path: '/', title: '首页', tabIndex: 0, requires: open, cached: true },
  vipIntroduce: { path: '/vipintroduce', title: 'VIP会员', tabIndex: -1, requires: open },
  guide: { path: '/guide', title: '使用指南', tabIndex: 8, requires: open },
  coverage: { path: '/coverage', title: '数据覆盖', tabIndex: 8, requires: open },
  // A personal page needs a member, not a score.
  mine: { path: '/mine', title: '我的', tabIndex: 0, requires: { login: true }, grey: true },
  filling: { path: '/filling', title: '模拟填报', tabIndex: 1, requires: member, cached: true },
  volunteer: { path: '/volunteer', title: '我的志愿', tabIndex: 2, requires: member },
  volunteerDetail: { path: '/vdetail', title: '志愿表详情', tabIndex: 2, requires: member },
  volunteerReport: { path: '/vreport', title: '志愿报告', tabIndex: 2, requires: member },
  analysis: { path: '/analysis', title: '志愿分析', tabIndex: 2, requires: { ...member, vip: true } },
  schoolList: { path: '/school', title: '找大学', tabIndex: 3, requires: open, cached: true, grey: true },
  schoolDetail: { path: '/school/detail', title: '院校详情', tabIndex: 3, requires: member, grey: true },
  majorList: { path: '/major', title: '查专业', tabIndex: 4, requires: open, cached: true, grey: true },
  majorDetail: { path: '/major/detail', title: '专业详情', tabIndex: 4, requires: member, grey: true },
  range: { path: '/range', title: '一分一段', tabIndex: 5, requires: member, cached: true },
  compute: { path: '/compute', title: '算综合分', tabIndex: 6, requires: member, cached: true },
  newsList: { path: '/news', title: '艺考资讯', tabIndex: 7, requires: open, cached: true },
  newsDetail: { path: '/news/detail', title: '资讯详情', tabIndex: 7, requires: open },
  compare: { path: '/compare', title: '对比', tabIndex: -1, requires: member, grey: true },
  agreement: { path: '/agreement', title: '用户协议', tabIndex: -1, requires: open },
  privacy: { path: '/privacy', title: '隐私政策', tabIndex: -1, requires: open },
  // The counsellor's workspace (docs/workspace.md): a main account without scores of its own uses it.
  workspace: { path: '/workspace', title: '学生工作台', tabIndex: -1, requires: { login: true }, grey: true },
  workspaceStudent: { path: '/workspace/student', title: '学生详情', tabIndex: -1, requires: { login: true }, grey: true },
  workspaceCompare: { path: '/workspace/compare', title: '方案对比', tabIndex: -1, requires: { login: true }, grey: true },
  workspaceReport: { path: '/workspace/report', title: '志愿报告', tabIndex: -1, requires: { login: true } },
  workspaceReports: { path: '/workspace/reports', title: '批量导出志愿报告', tabIndex: -1, requires: { login: true } },
} satisfies Record<string, RouteMeta>;

export type PageKey = keyof typeof routeTable;

/** The nine top tabs, in tabIndex order. */
export const topTabs = [
  { label: '首页', path: '/' },
  { label: '模拟填报', path: '/filling' },
  { label: '我的志愿', path: '/volunteer' },
  { label: '找大学', path: '/school' },
  { label: '查专业', path: '/major' },
  { label: '一分一段', path: '/range' },
  { label: '算综合分', path: '/compute' },
  { label: '艺考资讯', path: '/news' },
  { label: '使用指南', path: '/guide' },
] as const;
