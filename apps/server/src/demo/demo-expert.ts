import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowSeconds } from '../lib/time';
import { insertSubAccounts, makeExpert } from '../modules/accounts';

/** The demo counsellor: log in with this mobile to try 切换账号 with three students. */
export const DEMO_EXPERT_MOBILE = '13900000000';

const STUDENTS = [
  { nickname: '李同学', note: '美术与设计类 · 江苏' },
  { nickname: '王同学', note: '音乐类 · 山东' },
  { nickname: '陈同学', note: '播音与主持类 · 河南' },
];

/** Creates the demo expert account with a quota of 10 and three unused sub-accounts, once. */
export async function seedDemoExpert(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('members').select('id').where('mobile', '=', DEMO_EXPERT_MOBILE).executeTakeFirst();
  if (existing) {
    return;
  }
  const now = nowSeconds();
  const { id } = await db
    .insertInto('members')
    .values({ mobile: DEMO_EXPERT_MOBILE, nickname: '示例专家（王老师）', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await makeExpert(db, id, 10);
  await insertSubAccounts(db, id, STUDENTS);
}
