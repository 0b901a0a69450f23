import { httpClient } from './http';
import { reloadPage } from './browser';

/** The version this bundle was built as; dist/version.json holds the deployed one. */
export const LOADED_VERSION = __APP_VERSION__;

/** Reads /version.json past every cache; null when it cannot be read (dev server, offline). */
export async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const answer = await httpClient.send({
      method: 'get',
      url: '/version.json',
      params: { t: Date.now() },
      headers: { 'Cache-Control': 'no-cache' },
    });
    const body = answer.data;
    if (typeof body === 'object' && body !== null && typeof (body as { version?: unknown }).version === 'string') {
      return (body as { version: string }).version;
    }
    return null;
  } catch {
    return null;
  }
}

/** Run on every navigation: a new deployment reloads the page so stale chunks are never requested. */
export async function checkVersion(loaded = LOADED_VERSION, reload = reloadPage): Promise<boolean> {
  const deployed = await fetchDeployedVersion();
  if (deployed && deployed !== loaded) {
    reload();
    return true;
  }
  return false;
}
