/**
 * A member ready for 模拟填报, made through the real API as a visitor would: a score profile in
 * 河南 美术与设计类 (the largest demo cohort, so the heaviest recommendation list), then the id of
 * its main art batch.
 */
export interface PlanningSession {
  batchId: number;
}

const PROVINCE_ID = 41;
const CATEGORY = '美术与设计类';
const BATCH = '艺术类本科批';

export async function planningSession(baseUrl: string, token: string): Promise<PlanningSession> {
  const categories = await call(baseUrl, 'GET', `/api/v1/getExamCategoryList?provinceId=${PROVINCE_ID}`, token);
  const category = Array.isArray(categories) ? categories.filter(isRecord).find((c) => c.name === CATEGORY) : undefined;
  if (typeof category?.id !== 'number') {
    throw new Error(`exam category ${CATEGORY} missing in province ${PROVINCE_ID}`);
  }
  await call(baseUrl, 'POST', '/api/v1/createMemberNemtInfo', token, {
    provinceId: PROVINCE_ID,
    examCategoryId: category.id,
    cultureScore: 480,
    testsScore: 235,
    nemtRanking: 5000,
    language: '英语',
    identity: 1,
    selectSubject: JSON.stringify({ is_new: 1, type: 2, subject: ['历史', '政治', '地理'] }),
  });
  const batches = await call(baseUrl, 'GET', '/api/v1/filling/batches', token);
  const list = isRecord(batches) && Array.isArray(batches.batches) ? batches.batches.filter(isRecord) : [];
  const batch = list.find((b) => b.name === BATCH);
  if (typeof batch?.id !== 'number') {
    throw new Error(`batch ${BATCH} missing`);
  }
  return { batchId: batch.id };
}

type Data = Record<string, unknown>;

/** One API call; anything but HTTP 2xx with envelope status 200 stops the bench. */
async function call(baseUrl: string, method: 'GET' | 'POST', path: string, token: string, body?: Data): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const envelope: unknown = await res.json();
  if (!res.ok || !isRecord(envelope) || envelope.status !== 200) {
    throw new Error(`${method} ${path.split('?')[0]} → HTTP ${res.status} ${JSON.stringify(envelope)}`);
  }
  return envelope.data;
}

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
