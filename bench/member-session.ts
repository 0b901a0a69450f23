// A paying member for the browser benches' logged-in pages (/filling, /volunteer, /vdetail), made
// through the real API as a family would: SMS login, a score profile in the largest scope, a VIP
// card bought in the sandbox (population.ts), and a current 志愿表 holding the first plans of the
// recommendation, so 志愿表详情 has rows to draw.
import { call, isRecord, records } from './api';
import { LARGEST_SCOPE, populateScope } from './population';

export interface MemberSession {
  token: string;
  /** The member's current 志愿表, for /vdetail?id=. */
  tableId: number;
}

/** How many plans go into the member's table. */
const ENTRIES = 10;

export async function memberSession(baseUrl: string): Promise<MemberSession> {
  const run = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  // Two members: population.ts makes every second one VIP.
  const scope = await populateScope(baseUrl, { ...LARGEST_SCOPE, members: 2 }, `138${run}99`);
  const member = scope?.members.find((m) => m.vip);
  if (!member) {
    throw new Error(`the data set has no ${LARGEST_SCOPE.province} ${LARGEST_SCOPE.category}`);
  }
  // The batch with the most 志愿 (an 提前批 may hold only two), as e2e/tests/support.ts picks it.
  const batches = await call(baseUrl, 'GET', '/api/v1/filling/batches', member.token);
  const batch = records(isRecord(batches) ? batches.batches : undefined)
    .filter((b) => Number(b.planCount) > 0)
    .sort((a, b) => Number(b.maxSlots) - Number(a.maxSlots))[0];
  const page = await call(baseUrl, 'GET', `/api/v1/filling/recommend?batchId=${String(batch?.id)}&tier=all&size=${ENTRIES}`, member.token);
  for (const row of records(isRecord(page) ? page.content : undefined)) {
    await call(baseUrl, 'POST', '/api/v1/volunteer/entry/add', member.token, { planId: row.planId });
  }
  const tables = await call(baseUrl, 'GET', '/api/v1/volunteer/list', member.token);
  const current = records(isRecord(tables) ? tables.content : undefined).find((t) => t.isCurrent);
  if (typeof current?.id !== 'number') {
    throw new Error('the member has no current 志愿表');
  }
  return { token: member.token, tableId: current.id };
}

/** The logged-in pages the benches load, with the member's table filled in. */
export function memberPaths(session: MemberSession): Record<string, string> {
  return { '/filling': '/filling', '/volunteer': '/volunteer', '/vdetail': `/vdetail?id=${session.tableId}` };
}
