import type { LightMyRequestResponse } from 'fastify';
import { fenToYuan } from '@yzy/shared/rules';
import { login } from '../../../test/login-helpers';
import type { TestApp } from '../../../test/test-app';
import { insertCard } from './vip-card.repository';

/** Test support for the VIP suites (not a test file itself). */
export interface Buyer {
  token: string;
  id: number;
}

export async function newBuyer(t: TestApp): Promise<Buyer> {
  const token = await login(t.app);
  const info = await t.app.inject({ method: 'GET', url: '/api/v1/memberInfo', headers: { authorization: token } });
  return { token, id: info.json().data.id };
}

export async function cardNamed(t: TestApp, name: string) {
  return t.deps.db.selectFrom('vip_cards').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

/** A fresh card for one test; defaults to a 30-day level-2 card at 9.90 yuan. */
export async function makeCard(t: TestApp, over: Partial<Parameters<typeof insertCard>[1]> = {}) {
  const id = await insertCard(t.deps.db, {
    name: `测试卡${Math.random().toString(36).slice(2, 8)}`,
    vip_level: 2,
    current_price_fen: 990,
    original_price_fen: 1990,
    deadline: 30,
    deadline_unit: 1,
    created_at: 0,
    ...over,
  });
  return t.deps.db.selectFrom('vip_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });

export const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

export function orderBody(card: { id: number; current_price_fen: number }, over: object = {}) {
  return { appName: '艺志愿', payAmount: fenToYuan(card.current_price_fen), payType: 11, source: 4, vipCardId: card.id, ...over };
}

export async function createOrder(t: TestApp, buyer: Buyer, card: { id: number; current_price_fen: number }): Promise<string> {
  const res = await post(t, '/api/v1/vipOrder/create', orderBody(card), buyer.token);
  expectOk(res);
  return res.json().data.orderId;
}

export async function payOrder(t: TestApp, buyer: Buyer, orderId: string): Promise<string> {
  const res = await post(t, '/api/v1/vipOrder/pay', { payType: 11, orderId, appName: '艺志愿' }, buyer.token);
  expectOk(res);
  return res.json().data.config.response.code_url;
}

export async function queryStatus(t: TestApp, buyer: Buyer, orderId: string): Promise<string> {
  const res = await get(t, `/api/v1/vipOrder/queryOrder?orderId=${orderId}`, buyer.token);
  expectOk(res);
  return res.json().data.status;
}

export function expectOk(res: LightMyRequestResponse): void {
  if (res.json().status !== 200) {
    throw new Error(`expected success, got ${res.body}`);
  }
}

export async function grantsOf(t: TestApp, memberId: number) {
  return t.deps.db.selectFrom('vip_grants').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

export async function memberRow(t: TestApp, memberId: number) {
  return t.deps.db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
}

export async function eventsOf(t: TestApp, orderId: string) {
  return t.deps.db.selectFrom('payment_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Moves an order's creation and expiry back, as if it had been made `seconds` ago. */
export async function ageOrder(t: TestApp, orderId: string, seconds: number): Promise<void> {
  const order = await t.deps.db
    .selectFrom('vip_orders')
    .select(['created_at', 'expire_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  await t.deps.db
    .updateTable('vip_orders')
    .set({ created_at: order.created_at - seconds, expire_at: order.expire_at - seconds })
    .where('order_id', '=', orderId)
    .execute();
}
