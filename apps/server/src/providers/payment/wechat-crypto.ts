import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The signature and encryption scheme of WeChat Pay API v3 (node:crypto only):
 * - request: SHA256-RSA over "METHOD\nURL_PATH\nTIMESTAMP\nNONCE\nBODY\n" with the merchant key,
 *   sent as `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`;
 * - responses and notifications: SHA256-RSA over "TIMESTAMP\nNONCE\nBODY\n" with the platform key,
 *   in the Wechatpay-Timestamp / -Nonce / -Signature / -Serial headers;
 * - JSAPI paySign: SHA256-RSA over "APPID\nTIMESTAMP\nNONCE\nprepay_id=…\n" with the merchant key;
 * - notification resource: AEAD_AES_256_GCM with the APIv3 key, base64 ciphertext = data + 16-byte tag.
 */
export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** PEM text (literal "\n" escapes allowed, as env files often carry them) or a path to a PEM file. */
export function readPem(value: string): string {
  if (value.includes('-----BEGIN')) {
    return value.replace(/\\n/g, '\n');
  }
  if (!existsSync(value)) {
    throw new Error('PEM value is neither PEM text nor an existing file');
  }
  return readFileSync(value, 'utf8');
}

export function loadPrivateKey(value: string): KeyObject {
  return createPrivateKey(readPem(value));
}

/** The platform public key, from a public-key PEM or from the platform certificate. */
export function loadPublicKey(value: string): KeyObject {
  const pem = readPem(value);
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function signMessage(message: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function verifyMessage(message: string, signatureBase64: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signatureBase64, 'base64');
  } catch {
    return false;
  }
}

export function requestMessage(method: string, urlPath: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`;
}

export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** What paySign covers for getBrandWCPayRequest: appId, timeStamp, nonceStr and package, one per line (signType is not signed). */
export function jsapiSignMessage(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;
}

/** The Authorization header of a merchant request. */
export function authorizationHeader(input: {
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  urlPath: string;
  body: string;
  timestamp: number;
  nonce?: string;
}): string {
  const nonce = input.nonce ?? newNonce();
  const timestamp = String(input.timestamp);
  const signature = signMessage(requestMessage(input.method, input.urlPath, timestamp, nonce, input.body), input.privateKey);
  return `${AUTH_SCHEMA} mchid="${input.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${input.serialNo}"`;
}

/** The key="value" pairs of an Authorization header (used by the test double of WeChat Pay). */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${AUTH_SCHEMA} `)) {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1]] = match[2];
  }
  return fields;
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Decrypts a notification resource; throws when the key, nonce, associated data or tag do not match. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw new Error(`unsupported algorithm ${resource.algorithm}`);
  }
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) {
    throw new Error('ciphertext too short');
  }
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}
