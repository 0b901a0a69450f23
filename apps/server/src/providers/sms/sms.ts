/** Sends a login code by SMS. Implementations must never log the full mobile number. */
export interface SmsProvider {
  readonly name: string;
  sendLoginCode(mobile: string, code: string): Promise<void>;
}

/** A provider's refusal, with its own code kept for the log (never shown to the user). */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly providerCode: string,
    message: string,
  ) {
    super(message);
  }
}
