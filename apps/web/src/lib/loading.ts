import { createExternalStore } from './external-store';

/** The spinner appears 400 ms after a request starts and hides 400 ms after the last one ends. */
export const LOADING_SHOW_DELAY_MS = 400;
export const LOADING_HIDE_DELAY_MS = 400;

/** Whether the global 加载中... overlay is visible. */
export const loadingVisible = createExternalStore(false);

let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | null = null;
let hideTimer: ReturnType<typeof setTimeout> | null = null;

function clearTimer(timer: ReturnType<typeof setTimeout> | null): null {
  if (timer) {
    clearTimeout(timer);
  }
  return null;
}

/** Counts a request in; the overlay shows only if something is still pending 400 ms later. */
export function beginLoading(): void {
  pending += 1;
  hideTimer = clearTimer(hideTimer);
  if (loadingVisible.get() || showTimer) {
    return;
  }
  showTimer = setTimeout(() => {
    showTimer = null;
    if (pending > 0) {
      loadingVisible.set(true);
    }
  }, LOADING_SHOW_DELAY_MS);
}

/** Counts a request out; when none is left the overlay hides 400 ms later (or never appears). */
export function endLoading(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) {
    return;
  }
  showTimer = clearTimer(showTimer);
  if (!loadingVisible.get() || hideTimer) {
    return;
  }
  hideTimer = setTimeout(() => {
    hideTimer = null;
    loadingVisible.set(false);
  }, LOADING_HIDE_DELAY_MS);
}

/** Test helper: back to the idle state. */
export function resetLoading(): void {
  pending = 0;
  showTimer = clearTimer(showTimer);
  hideTimer = clearTimer(hideTimer);
  loadingVisible.set(false);
}
