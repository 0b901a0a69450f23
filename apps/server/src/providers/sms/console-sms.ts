import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@yzy/shared/rules';
import type { SmsProvider } from './sms';

/** Local provider: the code goes to the server log, with the mobile masked. */
export function createConsoleSms(log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    name: 'console',
    async sendLoginCode(mobile, code) {
      log.info({ sms: { to: maskMobile(mobile), code } }, `[console SMS] 登录验证码 ${code} → ${maskMobile(mobile)}`);
    },
  };
}
