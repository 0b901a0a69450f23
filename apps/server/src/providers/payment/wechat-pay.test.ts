import { createCipheriv, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/time';
import { createFakeWechatPay } from './fake-wechat-pay';
import { NotificationRejected, PaymentProviderError } from './payment';
import { decryptResource, loadPrivateKey, loadPublicKey, parseAuthorization, verifyMessage } from './wechat-crypto';
import { createWechatPay, rfc3339Beijing } from './wechat-pay';

const order = (orderId: string, amountFen = 19800) => ({
  orderId,
  description: '艺志愿-VIP志愿卡',
  amountFen,
  notifyUrl: 'https://pay.example.com/api/v1/pay/wechat/notify',
  expireAt: nowSeconds() + 1800,
});

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof NotificationRejected) {
      return error.reason;
    }
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('WeChat Pay API v3 provider', () => {
  it('signs the native order as documented and returns the code_url', async () => {
    const fake = createFakeWechatPay();
    const pay = createWechatPay(fake.options());
    const codeUrl = await pay.createNativeOrder(order('YZY20261122000000000001'));
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);

    const [call] = fake.calls;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v3/pay/transactions/native');
    const sent = JSON.parse(call.body);
    expect(sent).toMatchObject({
      appid: fake.ids.appId,
      mchid: fake.ids.mchId,
      out_trade_no: 'YZY20261122000000000001',
      amount: { total: 19800, currency: 'CNY' },
      notify_url: 'https://pay.example.com/api/v1/pay/wechat/notify',
    });
    expect(sent.time_expire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });

  it('builds the Authorization header over METHOD\\nPATH\\nTIMESTAMP\\nNONCE\\nBODY\\n', async () => {
    const fake = createFakeWechatPay();
    let header = '';
    const spy: typeof fetch = async (input, init) => {
      header = new Headers(init?.headers).get('authorization') ?? '';
      return fake.fetch(input, init);
    };
    await createWechatPay(fake.options({ fetch: spy })).queryOrder('YZY1');
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="')).toBe(true);
    const fields = parseAuthorization(header);
    expect(fields).not.toBeNull();
    const message = `GET\n/v3/pay/transactions/out-trade-no/YZY1?mchid=1900000109\n${fields?.timestamp}\n${fields?.nonce_str}\n\n`;
    expect(verifyMessage(message, fields?.signature ?? '', fake.merchantPublicKey)).toBe(true);
    expect(fields?.serial_no).toBe(fake.ids.serialNo);
  });

  it('is refused by WeChat Pay when signed with another merchant key', async () => {
    const fake = createFakeWechatPay();
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const pay = createWechatPay(fake.options({ privateKey: stranger }));
    await expect(pay.createNativeOrder(order('YZY2'))).rejects.toMatchObject({ status: 401, providerCode: 'SIGN_ERROR' });
  });

  it('refuses an answer not signed by the platform key', async () => {
    const fake = createFakeWechatPay();
    const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const pay = createWechatPay(fake.options({ platformPublicKey: otherPlatform }));
    const error = await pay.createNativeOrder(order('YZY3')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ providerCode: 'UNVERIFIED_RESPONSE', message: 'bad signature' });
  });

  it('queries, closes, and reports unknown orders as NOTPAY', async () => {
    const fake = createFakeWechatPay();
    const pay = createWechatPay(fake.options());
    expect(await pay.queryOrder('YZY404')).toEqual({ state: 'NOTPAY', transactionId: null, amountFen: null, paidAt: null });
    await pay.createNativeOrder(order('YZY4', 39850));
    expect((await pay.queryOrder('YZY4')).state).toBe('NOTPAY');
    const paid = fake.pay('YZY4');
    const seen = await pay.queryOrder('YZY4');
    expect(seen).toMatchObject({ state: 'SUCCESS', transactionId: paid.transaction_id, amountFen: 39850 });
    expect(Math.abs((seen.paidAt ?? 0) - nowSeconds())).toBeLessThan(5);
    await expect(pay.closeOrder('YZY4')).rejects.toMatchObject({ providerCode: 'ORDERPAID' });

    await pay.createNativeOrder(order('YZY5'));
    await pay.closeOrder('YZY5');
    expect((await pay.queryOrder('YZY5')).state).toBe('CLOSED');
  });

  it('verifies and decrypts a genuine notification', async () => {
    const fake = createFakeWechatPay();
    const pay = createWechatPay(fake.options());
    await pay.createNativeOrder(order('YZY6', 298000));
    const tx = fake.pay('YZY6');
    const n = fake.notification('YZY6');
    expect(await pay.parseNotification(n.headers, n.body)).toMatchObject({
      orderId: 'YZY6',
      transactionId: tx.transaction_id,
      amountFen: 298000,
      state: 'SUCCESS',
    });
  });

  it('rejects forged, stale, re-keyed and foreign notifications', async () => {
    const fake = createFakeWechatPay();
    const pay = createWechatPay(fake.options());
    await pay.createNativeOrder(order('YZY7'));
    fake.pay('YZY7');
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

    const forged = fake.notification('YZY7', { signWith: forger });
    expect(await rejection(pay.parseNotification(forged.headers, forged.body))).toBe('bad signature');

    const genuine = fake.notification('YZY7');
    const tampered = genuine.body.replace('"event_type":"TRANSACTION.SUCCESS"', '"event_type":"TRANSACTION.SUCCESS" ');
    expect(await rejection(pay.parseNotification(genuine.headers, tampered))).toBe('bad signature');

    const stale = fake.notification('YZY7', { timestamp: nowSeconds() - 301 });
    expect(await rejection(pay.parseNotification(stale.headers, stale.body))).toBe('stale timestamp');

    const wrongSerial = { ...genuine.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' };
    expect(await rejection(pay.parseNotification(wrongSerial, genuine.body))).toBe('unknown platform serial');

    const { 'Wechatpay-Signature': _dropped, ...unsigned } = genuine.headers;
    expect(await rejection(pay.parseNotification(unsigned, genuine.body))).toBe('missing signature headers');

    const rekeyed = fake.notification('YZY7', { apiV3Key: 'x'.repeat(32) });
    expect(await rejection(pay.parseNotification(rekeyed.headers, rekeyed.body))).toBe('decryption failed');

    const foreign = fake.notification('YZY7', { mchid: '1999999999' });
    expect(await rejection(pay.parseNotification(foreign.headers, foreign.body))).toBe('merchant mismatch');
  });
});

describe('WeChat Pay crypto helpers', () => {
  it('decrypts AEAD_AES_256_GCM with the APIv3 key, nonce and associated data, and refuses other associated data', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from('abcdefghijkl'));
    cipher.setAAD(Buffer.from('transaction'));
    const data = Buffer.concat([cipher.update('{"a":1}', 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const resource = { algorithm: 'AEAD_AES_256_GCM', ciphertext: data, associated_data: 'transaction', nonce: 'abcdefghijkl' };
    expect(decryptResource(resource, key)).toBe('{"a":1}');
    expect(() => decryptResource({ ...resource, associated_data: 'certificate' }, key)).toThrow();
    expect(() => decryptResource({ ...resource, algorithm: 'AES_128' }, key)).toThrow(/unsupported/);
  });

  it('reads keys from PEM text with \\n escapes or from a file path', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(loadPrivateKey(privatePem.replace(/\n/g, '\\n')).asymmetricKeyType).toBe('rsa');
    const dir = mkdtempSync(join(tmpdir(), 'wxpay-'));
    writeFileSync(join(dir, 'pub.pem'), publicPem);
    expect(loadPublicKey(join(dir, 'pub.pem')).asymmetricKeyType).toBe('rsa');
    expect(() => loadPublicKey(join(dir, 'missing.pem'))).toThrow(/neither PEM/);
  });

  it('writes time_expire in Beijing time', () => {
    expect(rfc3339Beijing(Date.UTC(2026, 10, 22, 14, 30, 5) / 1000)).toBe('2026-11-22T22:30:05+08:00');
  });
});
