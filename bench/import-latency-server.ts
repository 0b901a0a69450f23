// The import-latency bench's server side (import-latency.ts): the operator the
// command line makes and its TOTP, the bench's own API call (long timeout) and the school list.
import { createHmac } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { call as apiCall, type Data } from './api';
import { serverBundle } from './servers';

const IMPORT_CALL_TIMEOUT_MS = 600_000;

/** The bench's API call with time for a whole import (a dry run or commit of the official file takes minutes on a loaded host). */
export async function call(baseUrl: string, method: 'GET' | 'POST', path: string, token?: string, body?: Data): Promise<Data> {
  return (await apiCall(baseUrl, method, path, token, body, IMPORT_CALL_TIMEOUT_MS)) as Data;
}

/** RFC 6238 (HMAC-SHA1, 6 digits, 30 s), as the operator's authenticator app computes it. */
export function totp(secretBase32: string, unixSeconds: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The command line's create-operator on the fresh database, before the server starts. */
export function createOperator(env: NodeJS.ProcessEnv): { username: string; password: string; secret: string } {
  const username = 'bench-import';
  const result = spawnSync(process.execPath, [serverBundle.replace(/server\.mjs$/, 'cli.mjs'), 'create-operator', username], {
    env,
    encoding: 'utf8',
  });
  const password = /密码：(\S+)/.exec(result.stdout ?? '')?.[1];
  const secret = /（TOTP，base32）：(\S+)/.exec(result.stdout ?? '')?.[1];
  if (result.status !== 0 || !password || !secret) {
    throw new Error(`create-operator failed:\n${result.stdout}${result.stderr}`);
  }
  return { username, password, secret };
}

export async function schoolNames(baseUrl: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const data = await call(baseUrl, 'GET', `/api/v1/school/list?page=${page}&size=50`);
    const content = data.content as { name: string }[];
    names.push(...content.map((s) => s.name));
    if (names.length >= Number(data.total) || content.length === 0) {
      return names;
    }
  }
}
