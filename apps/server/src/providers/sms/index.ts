import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createConsoleSms } from './console-sms';
import type { SmsProvider } from './sms';

/** The SMS provider chosen by SMS_PROVIDER. */
export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'console':
      return createConsoleSms(log);
    default:
      throw new Error(`SMS_PROVIDER=${config.SMS_PROVIDER} is not available yet`);
  }
}
