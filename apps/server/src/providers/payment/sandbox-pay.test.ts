import { describe, expect, it } from 'vitest';
import { createStore } from '../store';
import { loadConfig } from '../../config';
import { createPaymentProvider } from './index';
import { NotificationRejected } from './payment';
import { createSandboxPay } from './sandbox-pay';

const input = (orderId: string) => ({ orderId, description: 'x', amountFen: 19800, notifyUrl: '', expireAt: 0 });

describe('sandbox payment provider', () => {
  it('points the QR code at this server with a token only this store can make', async () => {
    const store = createStore(undefined);
    const pay = createSandboxPay('http://localhost:3000/', store);
    const url = new URL(await pay.createNativeOrder(input('YZY1')));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/pay/sandbox');
    expect(url.searchParams.get('orderId')).toBe('YZY1');
    const token = url.searchParams.get('token') ?? '';
    expect(await pay.checkToken('YZY1', token)).toBe(true);
    expect(await pay.checkToken('YZY2', token)).toBe(false);
    const other = createSandboxPay('http://localhost:3000', createStore(undefined));
    expect(await other.checkToken('YZY1', token)).toBe(false);
    const sameStore = createSandboxPay('http://localhost:3000', store);
    expect(await sameStore.checkToken('YZY1', token)).toBe(true);
  });

  it('signs its notifications and rejects a tampered one', async () => {
    const pay = createSandboxPay('http://localhost:3000', createStore(undefined));
    const n = await pay.pay('YZY3', 19800);
    expect(await pay.parseNotification(n.headers, n.rawBody)).toMatchObject({ orderId: 'YZY3', amountFen: 19800, state: 'SUCCESS' });
    const tampered = n.rawBody.replace('19800', '1');
    await expect(pay.parseNotification(n.headers, tampered)).rejects.toBeInstanceOf(NotificationRejected);
    await expect(pay.parseNotification({}, n.rawBody)).rejects.toBeInstanceOf(NotificationRejected);
    expect(await pay.queryOrder('YZY3')).toMatchObject({ state: 'SUCCESS', amountFen: 19800 });
  });

  it('cannot pay a closed order, and cannot close a paid one', async () => {
    const pay = createSandboxPay('http://localhost:3000', createStore(undefined));
    await pay.closeOrder('YZY4');
    expect((await pay.queryOrder('YZY4')).state).toBe('CLOSED');
    await expect(pay.pay('YZY4', 1)).rejects.toBeInstanceOf(NotificationRejected);
    await pay.pay('YZY5', 1);
    await expect(pay.closeOrder('YZY5')).rejects.toThrow();
  });

  it('is refused in production, where WeChat Pay needs every setting', () => {
    expect(() => loadConfig({ APP_ENV: 'production', SMS_PROVIDER: 'console' })).toThrow(/PAY_PROVIDER must be wechat/);
    expect(() => loadConfig({ APP_ENV: 'production', PAY_PROVIDER: 'wechat', PUBLIC_URL: 'https://yzy.example.com' })).toThrow(
      /WECHAT_MCH_PRIVATE_KEY is required/,
    );
    expect(() => loadConfig({ APP_ENV: 'production', PAY_PROVIDER: 'wechat' })).toThrow(/must be https/);
    const demo = loadConfig({ APP_ENV: 'demo' });
    expect(createPaymentProvider(demo, createStore(undefined)).name).toBe('sandbox');
    expect(() => createPaymentProvider(loadConfig({ APP_ENV: 'demo', PAY_PROVIDER: 'wechat' }), createStore(undefined))).toThrow(/WECHAT_/);
  });
});
