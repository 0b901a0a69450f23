import { Suspense } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { Placeholder } from '../components/placeholder';
import { guardLoader, loginLoader, needsMember } from './guard-loader';
import { SiteLayout } from './layout/site-layout';
import { lazyPage } from '../lib/lazy-page';
import { AppDownloadPage, pages, SharedReportPage } from './pages';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { routeTable, type PageKey, type RouteMeta } from './route-table';
import { ScoreGate } from './score-gate';

const pageFallback = <Placeholder rows={6} className="yzy-container yzy-page yzy-page-fallback" />;

// The operator console is its own lazy chunk: nothing of it loads for members.
const AdminApp = lazyPage(() => import('../admin/admin-app'), 'AdminApp');

function pageRoute(key: PageKey): RouteObject {
  const meta: RouteMeta = routeTable[key];
  const Page = pages[key];
  const guarded = needsMember(meta.requires);
  return {
    path: meta.path,
    handle: meta,
    loader: guarded ? guardLoader(meta.requires, Page) : undefined,
    hydrateFallbackElement: guarded ? pageFallback : undefined,
    element: meta.requires.score ? (
      <ScoreGate>
        <Page />
      </ScoreGate>
    ) : (
      <Page />
    ),
  };
}

const Home = pages.home;

/** The pages inside the home layout, /app outside it, /login over 首页, everything else → /. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              ...(Object.keys(routeTable) as PageKey[]).map(pageRoute),
              { path: '/login', handle: { ...routeTable.home, path: '/login' }, loader: loginLoader, element: <Home /> },
            ],
          },
        ],
      },
      {
        path: '/app',
        element: (
          <Suspense fallback={pageFallback}>
            <AppDownloadPage />
          </Suspense>
        ),
      },
      {
        path: '/s/:token',
        element: (
          <Suspense fallback={pageFallback}>
            <SharedReportPage />
          </Suspense>
        ),
      },
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={pageFallback}>
            <AdminApp />
          </Suspense>
        ),
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
];
