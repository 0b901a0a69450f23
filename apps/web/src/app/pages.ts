import type { QueryClient } from '@tanstack/react-query';
import { prefetchDictionaries } from '../features/dictionary';
import { prefetchSiteConfig } from '../features/site-config';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { needsMember } from './guard-loader';
import { routeTable, type PageKey } from './route-table';

/** One chunk per page (route-level code splitting). */
export const pages: Record<PageKey, LazyPage> = {
  home: lazyPage(() => import('./routes/home-page'), 'HomePage'),
  vipIntroduce: lazyPage(() => import('./routes/vip-introduce-page'), 'VipIntroducePage'),
  guide: lazyPage(() => import('./routes/guide-page'), 'GuidePage'),
  coverage: lazyPage(() => import('./routes/coverage-page'), 'CoveragePage'),
  mine: lazyPage(() => import('./routes/mine-page'), 'MinePage'),
  filling: lazyPage<'FillingPage'>(() => import('./routes/filling-page'), 'FillingPage'),
  volunteer: lazyPage<'VolunteerPage'>(() => import('./routes/volunteer-page'), 'VolunteerPage'),
  volunteerDetail: lazyPage<'VolunteerDetailPage'>(() => import('./routes/volunteer-detail-page'), 'VolunteerDetailPage'),
  volunteerReport: lazyPage(() => import('./routes/volunteer-report-page'), 'VolunteerReportPage'),
  analysis: lazyPage(() => import('./routes/analysis-page'), 'AnalysisPage'),
  // The name's type is given where the module also exports `prefetch`, so it is not taken for a page.
  schoolList: lazyPage<'SchoolListPage'>(() => import('./routes/school-list-page'), 'SchoolListPage'),
  schoolDetail: lazyPage(() => import('./routes/school-detail-page'), 'SchoolDetailPage'),
  majorList: lazyPage(() => import('./routes/major-list-page'), 'MajorListPage'),
  majorDetail: lazyPage(() => import('./routes/major-detail-page'), 'MajorDetailPage'),
  range: lazyPage(() => import('./routes/range-page'), 'RangePage'),
  compute: lazyPage(() => import('./routes/compute-page'), 'ComputePage'),
  newsList: lazyPage<'NewsListPage'>(() => import('./routes/news-list-page'), 'NewsListPage'),
  newsDetail: lazyPage(() => import('./routes/news-detail-page'), 'NewsDetailPage'),
  compare: lazyPage(() => import('./routes/compare-page'), 'ComparePage'),
  agreement: lazyPage(() => import('./routes/agreement-page'), 'AgreementPage'),
  privacy: lazyPage(() => import('./routes/privacy-page'), 'PrivacyPage'),
  // One chunk for the workspace's pages (only main accounts open them).
  workspace: lazyPage(() => import('./routes/workspace-pages'), 'WorkspacePage'),
  workspaceStudent: lazyPage(() => import('./routes/workspace-pages'), 'WorkspaceStudentPage'),
  workspaceCompare: lazyPage(() => import('./routes/workspace-pages'), 'WorkspaceComparePage'),
  workspaceReport: lazyPage(() => import('./routes/workspace-pages'), 'WorkspaceReportPage'),
  workspaceReports: lazyPage(() => import('./routes/workspace-pages'), 'WorkspaceReportsPage'),
};

/** /s/:token: a shared 志愿报告, outside the site layout and without login. */
export const SharedReportPage = lazyPage(() => import('./routes/shared-report-page'), 'SharedReportPage');

export const AppDownloadPage = lazyPage(() => import('./routes/app-download-page'), 'AppDownloadPage');

/**
 * Loads the chunk of the open page at `pathname`, if there is one, with the data its first screen
 * and the layout need, so the first render draws it all straight away (lib/lazy-page.ts) instead of
 * rendering again as each answer arrives. A page behind a login gets the layout's data here; its
 * chunk and its own data are its guard's to start (guard-loader.ts), which may redirect.
 */
export async function preloadLandingPage(pathname: string, client: QueryClient): Promise<void> {
  const key = (Object.keys(routeTable) as PageKey[]).find((k) => routeTable[k].path === pathname);
  if (!key) {
    return;
  }
  if (needsMember(routeTable[key].requires)) {
    await Promise.all([prefetchDictionaries(client), prefetchSiteConfig(client)]);
    return;
  }
  await Promise.all([pages[key].preload(client), prefetchDictionaries(client), prefetchSiteConfig(client)]);
}
