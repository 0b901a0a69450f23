/** The operator's session token: its own key, so a member logged in on the same browser is untouched. */
const ADMIN_TOKEN_KEY = 'adminToken';

export function getAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    // Storage can be blocked (private mode, policies): behave as logged out.
    return null;
  }
}

export function setAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
