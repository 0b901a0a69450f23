/** Logs in through the real API as a visitor would, reading captcha and SMS code from the dev outbox. */
export async function loginThroughApi(baseUrl: string, mobile: string): Promise<string> {
  const { captchaId } = await call(baseUrl, 'GET', `/api/v1/captcha?mobile=${mobile}`);
  const captcha = await outboxText(baseUrl, mobile, (e) => e.kind === 'captcha' && e.captchaId === captchaId);
  await call(baseUrl, 'POST', '/api/v1/sendSms', { mobile, captcha, captchaId });
  const smsCode = await outboxText(baseUrl, mobile, (e) => e.kind === 'sms');
  const { token } = await call(baseUrl, 'POST', '/api/v1/smsLogin', { mobile, smsCode });
  if (typeof token !== 'string' || token === '') {
    throw new Error('smsLogin answered without a token');
  }
  return token;
}

type Data = Record<string, unknown>;

/** One API call; anything but HTTP 2xx with envelope status 200 stops the bench. */
async function call(baseUrl: string, method: 'GET' | 'POST', path: string, body?: Data): Promise<Data> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const envelope: unknown = await res.json();
  if (!res.ok || !isRecord(envelope) || envelope.status !== 200) {
    throw new Error(`${method} ${path.split('?')[0]} → HTTP ${res.status} ${JSON.stringify(envelope)}`);
  }
  return isRecord(envelope.data) ? envelope.data : {};
}

async function outboxText(baseUrl: string, mobile: string, match: (entry: Data) => boolean): Promise<string> {
  const { entries } = await call(baseUrl, 'GET', `/api/dev/outbox?mobile=${mobile}`);
  const entry = Array.isArray(entries) ? entries.filter(isRecord).find(match) : undefined;
  if (typeof entry?.text !== 'string') {
    throw new Error('expected entry missing from the dev outbox');
  }
  return entry.text;
}

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
