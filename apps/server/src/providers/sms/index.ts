import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createAliyunSms } from './aliyun-sms';
import { createConsoleSms } from './console-sms';
import type { SmsProvider } from './sms';
import { createTencentSms } from './tencent-sms';

/** The SMS provider chosen by SMS_PROVIDER; a real one without its settings fails here, at start. */
export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'console':
      return createConsoleSms(log);
    case 'aliyun':
      return createAliyunSms(config, log);
    case 'tencent':
      return createTencentSms(config, log);
  }
}
