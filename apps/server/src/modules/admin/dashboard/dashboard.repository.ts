import { sql, type Kysely } from 'kysely';
import type { Dashboard, DashboardDay } from '@yzy/shared/contracts';
import { fenToYuan, MemberRole } from '@yzy/shared/rules';
import type { Database } from '../../../db/schema';

const DAYS = 30;
const BEIJING_OFFSET = 8 * 3600;

/** Beijing day number of a Unix time column, the same integer division on SQLite and PostgreSQL. */
const dayOf = (column: string) => sql<number>`(${sql.ref(column)} + ${sql.lit(BEIJING_OFFSET)}) / 86400`;

function dateOfDay(day: number): string {
  return new Date(day * 86400 * 1000).toISOString().slice(0, 10);
}

/** Totals and the last 30 Beijing days of sign-ups, orders and revenue. */
export async function loadDashboard(db: Kysely<Database>, now: number): Promise<Dashboard> {
  const today = Math.floor((now + BEIJING_OFFSET) / 86400);
  const firstDay = today - DAYS + 1;
  const since = firstDay * 86400 - BEIJING_OFFSET;
  const [members, subs, paying, active, signups, created, paid] = await Promise.all([
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '!=', MemberRole.subAccount)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', MemberRole.subAccount)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vip_orders')
      .select((eb) => eb.fn.count<number>('member_id').distinct().as('n'))
      .where('status', '=', 'SUCCESS')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_open_vip', '=', 1)
      .where('vip_end_time', '>', now)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('members')
      .select([dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', since)
      .where('role', '!=', MemberRole.subAccount)
      .groupBy(dayOf('created_at'))
      .execute(),
    db
      .selectFrom('vip_orders')
      .select([dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', since)
      .groupBy(dayOf('created_at'))
      .execute(),
    db
      .selectFrom('vip_orders')
      .select([dayOf('paid_at').as('day'), (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('amount_fen').as('fen')])
      .where('status', '=', 'SUCCESS')
      .where('paid_at', '>=', since)
      .groupBy(dayOf('paid_at'))
      .execute(),
  ]);
  const byDay = <T extends { day: number }>(rows: T[]) => new Map(rows.map((r) => [Number(r.day), r]));
  const signupDays = byDay(signups);
  const createdDays = byDay(created);
  const paidDays = byDay(paid);
  const days: DashboardDay[] = [];
  let revenueFen = 0;
  for (let day = firstDay; day <= today; day += 1) {
    const fen = Number(paidDays.get(day)?.fen ?? 0);
    revenueFen += fen;
    days.push({
      date: dateOfDay(day),
      newMembers: Number(signupDays.get(day)?.n ?? 0),
      orders: Number(createdDays.get(day)?.n ?? 0),
      paidOrders: Number(paidDays.get(day)?.n ?? 0),
      revenue: fenToYuan(fen),
    });
  }
  return {
    membersTotal: Number(members.n),
    subAccountsTotal: Number(subs.n),
    payingMembers: Number(paying.n),
    activeVipMembers: Number(active.n),
    revenue30d: fenToYuan(revenueFen),
    days,
  };
}
