import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../providers/store/memory-store';
import { createRedisStore } from '../../providers/store/redis-store';
import type { Store } from '../../providers/store';
import { checkSmsCode, saveSmsCode, SMS_MAX_WRONG_TRIES, type CodeCheck } from './sms-code';

const redisUrl = process.env.TEST_REDIS_URL;
const kinds: [string, () => Store][] = [['memory', () => createMemoryStore(`test:${randomUUID()}:`)]];
if (redisUrl) {
  kinds.push(['redis', () => createRedisStore(redisUrl, `test:${randomUUID()}:`)]);
}

describe.each(kinds)('SMS code tries on the %s store', (_kind, make) => {
  let store: Store;
  afterEach(async () => {
    await store.close();
  });

  it('compares at most five of fifty concurrent guesses, so the right one sent last is refused', async () => {
    store = make();
    const mobile = '13800138000';
    await saveSmsCode(store, mobile, '4321');
    const guesses = [...Array.from({ length: 49 }, (_, i) => String(1000 + i)), '4321'];
    const results = await Promise.all(guesses.map((guess) => checkSmsCode(store, mobile, guess)));
    const count = (kind: CodeCheck) => results.filter((r) => r === kind).length;
    expect(count('ok')).toBe(0);
    expect(count('wrong')).toBe(SMS_MAX_WRONG_TRIES - 1);
    expect(count('burned')).toBe(guesses.length - (SMS_MAX_WRONG_TRIES - 1));
    expect(await checkSmsCode(store, mobile, '4321')).not.toBe('ok');
  });

  it('still accepts the right code on the fifth try, and a fresh code starts the count again', async () => {
    store = make();
    const mobile = '13800138001';
    await saveSmsCode(store, mobile, '1111');
    for (let i = 0; i < SMS_MAX_WRONG_TRIES - 1; i += 1) {
      expect(await checkSmsCode(store, mobile, '2222')).toBe('wrong');
    }
    expect(await checkSmsCode(store, mobile, '1111')).toBe('ok');
    await saveSmsCode(store, mobile, '3333');
    expect(await checkSmsCode(store, mobile, '2222')).toBe('wrong');
    expect(await checkSmsCode(store, mobile, '3333')).toBe('ok');
  });
});
