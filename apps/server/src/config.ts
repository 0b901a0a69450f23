import { isIP } from 'node:net';
import { z } from 'zod';
import { PHONE_PAY_CHANNELS } from '@yzy/shared/rules';

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) {
    return false;
  }
  if (bits === undefined) {
    return PROXY_RANGE_NAMES.includes(address) || isIP(address) !== 0;
  }
  const max = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  return max > 0 && /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * The proxies whose X-Forwarded-For is believed: `false` (none, the default) or a comma-separated
 * list of addresses, CIDR ranges and the names above. `true` is refused: it would let any client
 * choose the address the per-IP limits see.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): string[] | false => {
    const trimmed = value.trim();
    if (trimmed === 'false' || trimmed === '') {
      return false;
    }
    const entries = trimmed
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = trimmed === 'true' ? ['true'] : entries.filter((e) => !isProxyEntry(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false or a comma-separated list of proxy addresses / CIDR ranges (e.g. 10.0.0.0/8,loopback), not ${bad.join(', ')}: any client could otherwise choose its own address`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Every environment variable the server reads, parsed once. `.env.example` documents each. */
const envFields = z.object({
  /** No default: a deployment that forgets it must not come up as the demo (npm start sets demo itself). */
  APP_ENV: z.enum(['demo', 'test', 'production'], {
    error: (issue) =>
      issue.input === undefined
        ? 'is not set: use production for a deployment, demo for the embedded demo (npm start sets demo when it is unset)'
        : 'must be demo, test or production',
  }),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().default('./data/app.db'),
  REDIS_URL: z.string().optional(),
  SMS_PROVIDER: z.enum(['console', 'aliyun', 'tencent']).default('console'),
  PAY_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  /** The address users reach; defaults to this machine on PORT. */
  PUBLIC_URL: z.string().url().optional(),
  APP_NAME: z.string().min(1).default('艺志愿'),
  CONTACT_EMAIL: z.string().email().default('service@yizhiyuan.example.com'),
  CUSTOMER_SERVICE_URL: z.string().url().default('https://work.weixin.qq.com/kfid/yizhiyuan-demo'),
  /** Download links behind the header's QR codes; default to this site's /app page on PUBLIC_URL. */
  APP_ANDROID_URL: z.string().url().optional(),
  APP_MINIPROGRAM_URL: z.string().url().optional(),
  /** The load balancers whose X-Forwarded-For names the client (per-IP limits then see the real client). */
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SMS_DAILY_CAP: z.coerce.number().int().positive().default(10),
  SMS_IP_HOURLY_CAP: z.coerce.number().int().positive().default(30),
  TRIAL_VIP_HOURS: z.coerce.number().int().min(0).default(0),
  /** Changes of province allowed after the first save of the score profile (super VIP: unlimited). */
  PROFILE_PROVINCE_MODIFY_NUM: z.coerce.number().int().min(0).default(1),
  /** Changes of exam category within the saved province allowed after the first save. */
  PROFILE_EXAM_MODIFY_NUM: z.coerce.number().int().min(0).default(1),
  /** Changes of the culture (高考) score allowed once it is published (已出分). */
  PROFILE_CULTURE_SCORE_MODIFY_NUM: z.coerce.number().int().min(0).default(2),
  /** Changes of the 统考 score allowed once it is published. */
  PROFILE_TESTS_SCORE_MODIFY_NUM: z.coerce.number().int().min(0).default(2),
  /** Changes of the ranking (位次) allowed once culture scores are published. */
  PROFILE_RANKING_MODIFY_NUM: z.coerce.number().int().min(0).default(2),
  /**
   * Which admission data a fresh database gets: `official` (the committed official publications,
   * docs/data.md) or `generated` (the demo model, for a throwaway demo; never in production).
   */
  DATA_SET: z.enum(['official', 'generated']).default('official'),
  /** Where the official dataset files are; the repository's dataset/real by default. */
  DATASET_DIR: z.string().optional(),
  DEMO_SCALE: z.coerce.number().int().min(1).default(1),
  DEMO_SEED: z.coerce.number().int().default(2026),
  ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  TENCENT_SECRET_ID: z.string().optional(),
  TENCENT_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  /** WeChat Pay API v3 (PAY_PROVIDER=wechat). Keys and certificates: PEM text (\n escapes allowed) or a file path. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_MCH_ID: z.string().optional(),
  WECHAT_MCH_SERIAL_NO: z.string().optional(),
  WECHAT_MCH_PRIVATE_KEY: z.string().optional(),
  WECHAT_API_V3_KEY: z.string().length(32, { error: 'must be the 32-character APIv3 key' }).optional(),
  /** The WeChat Pay platform certificate or platform public key, and its serial (or public-key id). */
  WECHAT_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHAT_PLATFORM_SERIAL: z.string().optional(),
  /** Defaults to `${PUBLIC_URL}/api/v1/pay/wechat/notify`; WeChat requires https. */
  WECHAT_NOTIFY_URL: z.string().url().optional(),
  /** Phone payment channels, comma-separated (h5, jsapi; empty for none); the QR code is always on. See docs/payment.md. */
  PAY_PHONE_CHANNELS: z
    .string()
    .default('h5,jsapi')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(PHONE_PAY_CHANNELS, { error: 'must list only h5 and jsapi' }))),
  /** The official account's AppSecret, for the web authorisation that gives JSAPI its openid (WECHAT_APP_ID is the account). */
  WECHAT_APP_SECRET: z.string().optional(),
});

// A server started on another PORT without PUBLIC_URL still links (payment and download QR codes) to itself.
const envSchema = envFields.transform((c) => {
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    ...c,
    PUBLIC_URL: publicUrl,
    APP_ANDROID_URL: c.APP_ANDROID_URL ?? `${publicUrl}/app#android`,
    APP_MINIPROGRAM_URL: c.APP_MINIPROGRAM_URL ?? `${publicUrl}/app#miniprogram`,
  };
});

export type Config = Readonly<z.infer<typeof envSchema>>;

/** Variables a production server refuses to start without, per provider. */
const productionRequirements: Record<string, (c: Config) => string[]> = {
  data: (c) => (c.DATA_SET === 'generated' ? ['DATA_SET=generated is for throwaway demos, never production'] : []),
  sms: (c) => {
    if (c.SMS_PROVIDER === 'console') {
      return ['SMS_PROVIDER must be aliyun or tencent in production'];
    }
    const keys =
      c.SMS_PROVIDER === 'aliyun'
        ? (['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const)
        : ([
            'TENCENT_SECRET_ID',
            'TENCENT_SECRET_KEY',
            'TENCENT_SMS_SDK_APP_ID',
            'TENCENT_SMS_SIGN_NAME',
            'TENCENT_SMS_TEMPLATE_ID',
          ] as const);
    return keys.filter((k) => !c[k]).map((k) => `${k} is required for SMS_PROVIDER=${c.SMS_PROVIDER}`);
  },
  payment: (c) => {
    if (c.PAY_PROVIDER === 'sandbox') {
      return ['PAY_PROVIDER must be wechat in production'];
    }
    const keys = [
      'WECHAT_APP_ID',
      'WECHAT_MCH_ID',
      'WECHAT_MCH_SERIAL_NO',
      'WECHAT_MCH_PRIVATE_KEY',
      'WECHAT_API_V3_KEY',
      'WECHAT_PLATFORM_PUBLIC_KEY',
      'WECHAT_PLATFORM_SERIAL',
    ] as const;
    const missing = keys.filter((k) => !c[k]).map((k) => `${k} is required for PAY_PROVIDER=wechat`);
    const notifyUrl = c.WECHAT_NOTIFY_URL ?? c.PUBLIC_URL;
    return notifyUrl.startsWith('https://')
      ? missing
      : [...missing, 'WECHAT_NOTIFY_URL (or PUBLIC_URL) must be https for WeChat Pay notifications'];
  },
  phonePayment: (c) => {
    const problems: string[] = [];
    if (c.PAY_PHONE_CHANNELS.includes('jsapi') && !c.WECHAT_APP_SECRET) {
      problems.push('WECHAT_APP_SECRET is required for the jsapi channel (PAY_PHONE_CHANNELS), or remove jsapi');
    }
    if (c.PAY_PHONE_CHANNELS.length > 0 && !c.PUBLIC_URL.startsWith('https://')) {
      problems.push(
        'PUBLIC_URL must be https (the registered H5/JSAPI payment domain) for PAY_PHONE_CHANNELS, or set PAY_PHONE_CHANNELS to empty',
      );
    }
    return problems;
  },
};

/** Parses the environment, listing every bad variable at once; the result is frozen. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.APP_ENV === 'production') {
    const problems = Object.values(productionRequirements).flatMap((check) => check(config));
    if (problems.length > 0) {
      throw new Error(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    }
  }
  return Object.freeze(config);
}

/** A config for tests: in-memory SQLite, silent logs. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ APP_ENV: 'test', DATABASE_URL: ':memory:', LOG_LEVEL: 'silent', ...overrides });
}
