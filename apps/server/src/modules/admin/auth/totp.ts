import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * Operator TOTP as authenticator apps use it (HMAC-SHA1, 6 digits, 30-second steps), through otplib.
 * The console's login, the CLI that creates operators and the tests all go through these functions.
 */
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;

/** A new 160-bit secret, base32 (what authenticator apps expect). */
export function generateTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The time step of a Unix time. */
export function stepOf(unixSeconds: number): number {
  return Math.floor(unixSeconds / TOTP_STEP_SECONDS);
}

/** The 6-digit code of one time step. */
export function totpCode(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * TOTP_STEP_SECONDS, period: TOTP_STEP_SECONDS, digits: DIGITS });
}

/**
 * The step whose code matches, looking one step either side of now for clock drift; null when none.
 * The caller refuses a step it has already accepted, so a code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, unixSeconds: number): number | null {
  if (!/^\d{6}$/.test(code)) {
    return null;
  }
  const result = verifySync({
    secret,
    token: code,
    epoch: unixSeconds,
    epochTolerance: TOTP_STEP_SECONDS,
    period: TOTP_STEP_SECONDS,
    digits: DIGITS,
  });
  return result.valid ? stepOf(unixSeconds) + result.delta : null;
}

/** The otpauth:// URL an authenticator app scans (as a QR code) or imports. */
export function otpauthUrl(issuer: string, username: string, secret: string): string {
  return generateURI({ issuer, label: username, secret, algorithm: 'sha1', digits: DIGITS, period: TOTP_STEP_SECONDS });
}
