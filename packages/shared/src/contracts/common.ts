import { z } from 'zod';
import { PHONE_PAY_CHANNELS } from '../rules/pay-channel';

/** Site-wide calls that need no login: dictionaries and the public site settings. */

export const dictionaryEntry = z.object({
  /** Stored value (always text; numeric codes are sent as '1', '2', …). */
  value: z.string(),
  /** Text shown for the value. */
  label: z.string(),
});

/** Every dictionary keyed by name, entries in display order; the client drops DISCARDED_DICTIONARY_KEYS. */
export const dictionariesResponse = z.record(z.string(), z.array(dictionaryEntry));

export const siteConfig = z.object({
  /** Product name for the header, page title and order label. */
  appName: z.string(),
  /** Contact e-mail shown in the purchase notes. */
  contactEmail: z.string(),
  /** External customer-service chat link (side tool 官方客服). */
  customerServiceUrl: z.string(),
  /** Android download link (QR code in the download menu). */
  androidUrl: z.string(),
  /** Mini-program link (QR code in the download menu). */
  miniProgramUrl: z.string(),
  /** True outside production: the UI labels generated data 示例数据 and may show demo hints. */
  demo: z.boolean(),
  /** Phone payment channels switched on (h5, jsapi); the QR code is always on. */
  payChannels: z.array(z.enum(PHONE_PAY_CHANNELS)),
});

export type DictionariesResponse = z.infer<typeof dictionariesResponse>;
export type SiteConfig = z.infer<typeof siteConfig>;
