import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { SESSION_LOST_CODES } from '@yzy/shared/contracts/codes';
import { loadMember } from '../shared/session';
import { ApiError } from '../lib/api-error';
import { openDialog, openScoreDialog, openVipDialog } from '../lib/dialogs';
import type { LazyPage } from '../lib/lazy-page';
import { queryClient } from '../lib/query-client';
import { loginHref, safeRedirect } from '../lib/paths';
import { hasToken } from '../lib/token';
import { decideAccess, type Requirements } from './guard';

let committedPath: string | null = null;

/** The router reports each finished navigation, so a refused one can stay where the user was. */
export function setCommittedPath(path: string | null): void {
  committedPath = path;
}

export function needsMember(requires: Requirements): boolean {
  return Boolean(requires.login || requires.vip || requires.score);
}

/**
 * Runs the access checks (docs/product-behaviour.md) before a page is shown: no token → /login; not VIP → VIP dialog and
 * stay on the previous page (home when the tab was opened directly); no score → score dialog over the page.
 * With a token, the page's chunk loads beside the member check, and once the member may see the page its
 * data is asked for (the page module's `prefetch`) without waiting for the chunk to render: the requests
 * run side by side instead of one after another (docs/performance.md).
 */
export function guardLoader(requires: Requirements, page?: Pick<LazyPage, 'load' | 'preload'>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const here = url.pathname + url.search;
    const tokenStored = hasToken();
    // A chunk that fails is left to React.lazy and the route's error boundary.
    const chunk = tokenStored ? page?.load().catch(() => undefined) : undefined;
    const member = tokenStored ? await loadMemberOrHome() : null;
    switch (decideAccess(requires, { hasToken: tokenStored, member })) {
      case 'login':
        throw redirect(loginHref(here));
      case 'vip':
        openVipDialog();
        throw replace(committedPath ?? '/');
      case 'score':
        openScoreDialog();
        await chunk;
        return null;
      default:
        // For the address being loaded, not the one a client-side navigation leaves; a failed call shows in the page, which asks again.
        void page?.preload(queryClient, url.searchParams).catch(() => undefined);
        await chunk;
        return null;
    }
  };
}

async function loadMemberOrHome() {
  try {
    return await loadMember();
  } catch (error) {
    // The HTTP effects already said 登录失效 and cleared the token; they send the page home too.
    if (error instanceof ApiError && SESSION_LOST_CODES.includes(error.status)) {
      throw redirect('/');
    }
    throw error;
  }
}

/** /login: the login dialog over 首页; a member who already has a token goes straight on. */
export function loginLoader({ request }: LoaderFunctionArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
  if (hasToken()) {
    throw redirect(target);
  }
  openDialog('login');
  return null;
}
