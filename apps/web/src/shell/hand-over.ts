/**
 * The landing page's first call, asked once: the app shell (boot.ts) starts it before the app's
 * scripts, and the page's prefetch takes its answer instead of asking the server a second time.
 * Taken once: a later visit to the same page asks the server as usual.
 */
declare global {
  interface Window {
    yzyShellCall?: { url: string; answer: Promise<unknown> };
  }
}

/** The shell's pending answer (the raw envelope) for exactly this call, or undefined. */
export function takeShellAnswer(url: string): Promise<unknown> | undefined {
  const call = window.yzyShellCall;
  if (call?.url !== url) {
    return undefined;
  }
  delete window.yzyShellCall;
  return call.answer;
}
