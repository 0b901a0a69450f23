/** The session token lives in localStorage under `token` (docs/product-behaviour.md, Session), sent raw in Authorization. */
const TOKEN_KEY = 'token';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    // Storage can be blocked (private mode, policies): behave as logged out.
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function hasToken(): boolean {
  return getToken() != null;
}
