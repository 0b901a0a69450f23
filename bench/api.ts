/** The bench's calls to the app's API, as the web app makes them: an envelope `{ status, msg, data }`. */

export type Data = Record<string, unknown>;

/** One API call; anything but HTTP 2xx with envelope status 200 stops the bench. */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: Data,
  timeoutMs = 30_000,
): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const envelope: unknown = await res.json();
  if (!res.ok || !isRecord(envelope) || envelope.status !== 200) {
    throw new Error(`${method} ${path.split('?')[0]} → HTTP ${res.status} ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

export function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The records of an array answer (anything else: none). */
export function records(value: unknown): Data[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
