import { call, isRecord, records } from './api';

/**
 * A member ready for 模拟填报, made through the real API as a visitor would: a score profile in
 * 河南 美术与设计类 (the largest scope of the official data, 2,267 plans in 艺术类本科批, and of
 * the generated data, so the heaviest recommendation list), then the id of its main art batch.
 */
export interface PlanningSession {
  batchId: number;
}

const PROVINCE_ID = 41;
const CATEGORY = '美术与设计类';
const BATCH = '艺术类本科批';

export async function planningSession(baseUrl: string, token: string): Promise<PlanningSession> {
  const categories = records(await call(baseUrl, 'GET', `/api/v1/getExamCategoryList?provinceId=${PROVINCE_ID}`, token));
  const category = categories.find((c) => c.name === CATEGORY);
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
