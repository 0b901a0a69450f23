import { Codes, GENERIC_ERROR_MESSAGE, SESSION_LOST_CODES } from '@yzy/shared/contracts/codes';
import { ApiError } from './api-error';
import { goToUrl } from './browser';
import { openScoreDialog, openVipDialog } from './dialogs';
import type { HttpFailureHandler } from './http';
import { toastError } from './toast';
import { clearToken } from './token';

/** After 登录失效 the page goes home 1 s later. */
export const SESSION_LOST_REDIRECT_MS = 1000;
export const SESSION_LOST_MESSAGE = '登录失效';

export interface HttpEffectsDeps {
  toast(text: string): void;
  clearToken(): void;
  goHome(): void;
  openVipDialog(): void;
  openScoreDialog(): void;
  schedule(run: () => void, ms: number): void;
}

const browserDeps: HttpEffectsDeps = {
  toast: toastError,
  clearToken,
  goHome: () => goToUrl('/'),
  openVipDialog,
  openScoreDialog,
  schedule: (run, ms) => {
    setTimeout(run, ms);
  },
};

/** Every UI reaction to a failed call, in one place (one HTTP client, one place for its effects). */
export function createHttpEffects(deps: HttpEffectsDeps = browserDeps): HttpFailureHandler {
  let sessionLost = false;
  return (error, silenced) => {
    if (error instanceof ApiError && SESSION_LOST_CODES.includes(error.status)) {
      // Several calls fail together when a session dies: react once, even for silenced calls.
      if (sessionLost) {
        return;
      }
      sessionLost = true;
      deps.toast(SESSION_LOST_MESSAGE);
      deps.clearToken();
      deps.schedule(deps.goHome, SESSION_LOST_REDIRECT_MS);
      return;
    }
    if (error instanceof ApiError && error.status === Codes.vipRequired) {
      deps.openVipDialog();
    }
    if (error instanceof ApiError && error.status === Codes.scoreInfoRequired) {
      deps.openScoreDialog();
    }
    if (!silenced) {
      deps.toast(error.message || GENERIC_ERROR_MESSAGE);
    }
  };
}
