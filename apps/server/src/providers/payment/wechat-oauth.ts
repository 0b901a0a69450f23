import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config';

/**
 * WeChat's web authorisation (OAuth2, scope snsapi_base), used only to learn the payer's openid for
 * JSAPI payment: the member is sent to WeChat's authorize page, which silently comes back to our
 * callback with a code; the code is exchanged server-side (with the AppSecret) for the openid.
 */
export interface WechatOAuth {
  readonly name: 'wechat' | 'sandbox';
  /** The page to send the member to; WeChat comes back to redirectUri with ?code=…&state=…. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** Exchanges the one-time code for the openid, or throws WechatOAuthError. */
  openidOf(code: string): Promise<string>;
}

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
export const WECHAT_SNS_TOKEN_URL = 'https://api.weixin.qq.com/sns/oauth2/access_token';

export class WechatOAuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface WechatOAuthOptions {
  appId: string;
  appSecret: string;
  /** The HTTP boundary; tests replace it. Defaults to the global fetch. */
  fetch?: typeof fetch;
}

export function createWechatOAuth(options: WechatOAuthOptions): WechatOAuth {
  return {
    name: 'wechat',

    authorizeUrl(redirectUri: string, state: string): string {
      const query = new URLSearchParams({
        appid: options.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      });
      // WeChat wants the parameters in this order and the #wechat_redirect fragment.
      return `${WECHAT_AUTHORIZE_URL}?${query.toString()}#wechat_redirect`;
    },

    async openidOf(code: string): Promise<string> {
      const query = new URLSearchParams({ appid: options.appId, secret: options.appSecret, code, grant_type: 'authorization_code' });
      const fetchFn = options.fetch ?? globalThis.fetch;
      let answer: { openid?: unknown; errcode?: unknown; errmsg?: unknown };
      try {
        const res = await fetchFn(`${WECHAT_SNS_TOKEN_URL}?${query.toString()}`, { method: 'GET', signal: AbortSignal.timeout(10_000) });
        answer = (await res.json()) as typeof answer;
      } catch (error) {
        throw new WechatOAuthError('NETWORK', error instanceof Error ? error.message : String(error));
      }
      // WeChat answers errors with HTTP 200 and an errcode (40029: invalid or used code).
      if (answer.errcode !== undefined && answer.errcode !== 0) {
        throw new WechatOAuthError(String(answer.errcode), typeof answer.errmsg === 'string' ? answer.errmsg : 'web authorisation refused');
      }
      if (typeof answer.openid !== 'string' || !answer.openid) {
        throw new WechatOAuthError('NO_OPENID', 'web authorisation answered without openid');
      }
      return answer.openid;
    },
  };
}

const SANDBOX_CODE = /^sandbox-[0-9a-f]{32}$/;

/**
 * The sandbox stand-in (never in production): "authorising" goes straight back to the callback with
 * a code of its own, and every such code maps to one stable made-up openid.
 */
export function createSandboxOAuth(): WechatOAuth {
  return {
    name: 'sandbox',
    authorizeUrl(redirectUri: string, state: string): string {
      const url = new URL(redirectUri);
      url.searchParams.set('code', `sandbox-${randomBytes(16).toString('hex')}`);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async openidOf(code: string): Promise<string> {
      if (!SANDBOX_CODE.test(code)) {
        throw new WechatOAuthError('40029', 'invalid code');
      }
      return `sandbox-openid-${createHmac('sha256', 'sandbox').update(code).digest('hex').slice(0, 16)}`;
    },
  };
}

/** The web authorisation for the configured provider; null when JSAPI is switched off. */
export function createWechatOAuthFor(config: Config): WechatOAuth | null {
  if (!config.PAY_PHONE_CHANNELS.includes('jsapi')) {
    return null;
  }
  if (config.PAY_PROVIDER === 'sandbox') {
    return createSandboxOAuth();
  }
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET) {
    throw new Error('The jsapi payment channel needs WECHAT_APP_ID and WECHAT_APP_SECRET (see .env.example)');
  }
  return createWechatOAuth({ appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET });
}
