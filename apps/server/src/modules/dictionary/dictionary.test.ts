import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionariesResponse, SiteConfig } from '@yzy/shared/contracts';
import { DISCARDED_DICTIONARY_KEYS, FOREIGN_LANGUAGES, keepUsedDictionaries } from '@yzy/shared/rules';
import { nonEmpty } from '../../../test/non-empty';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';

describe(`dictionaries and site config (${engines})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ APP_NAME: '艺志愿测试', CONTACT_EMAIL: 'help@example.com' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers every dictionary keyed by name, entries {value, label} in order, without login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/common/getDictionariesList' });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json() as { status: number; data: DictionariesResponse };
    expect(status).toBe(200);
    for (const entry of nonEmpty(Object.values(data).flat())) {
      expect(Object.keys(entry).sort()).toEqual(['label', 'value']);
      expect(typeof entry.value).toBe('string');
    }
    expect(data.schoolNature).toEqual([
      { value: '公办', label: '公办' },
      { value: '民办', label: '民办' },
      { value: '中外合作', label: '中外合作' },
    ]);
    expect(data.schoolTag.map((e) => e.label)).toEqual(['985', '211', '双一流', '独立设置艺术院校', '参照执行']);
    expect(data.foreignLanguage.map((e) => e.value)).toEqual([...FOREIGN_LANGUAGES]);
    expect(data.identity[0]).toEqual({ value: '1', label: '考生' });
    expect(data.examCategory).toHaveLength(6);
  });

  it('includes some of the keys the client discards, so the discard rule is exercised', async () => {
    const { data } = (await t.app.inject({ method: 'POST', url: '/api/v1/common/getDictionariesList' })).json() as {
      data: DictionariesResponse;
    };
    const discarded = Object.keys(data).filter((k) => DISCARDED_DICTIONARY_KEYS.includes(k));
    expect(discarded.sort()).toEqual(['bool', 'payType', 'source', 'status', 'vip_level']);
    const kept = keepUsedDictionaries(data);
    expect(Object.keys(kept)).not.toContain('bool');
    expect(Object.keys(kept)).toContain('schoolType');
  });

  it('answers the public site config from the server config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/common/siteConfig' });
    const { data } = res.json() as { data: SiteConfig };
    expect(data).toEqual({
      appName: '艺志愿测试',
      contactEmail: 'help@example.com',
      customerServiceUrl: t.deps.config.CUSTOMER_SERVICE_URL,
      androidUrl: t.deps.config.APP_ANDROID_URL,
      miniProgramUrl: t.deps.config.APP_MINIPROGRAM_URL,
      demo: true,
      payChannels: ['h5', 'jsapi'],
    });
  });
});
