import { useCallback, useEffect, useState } from 'react';
import { SMS_COUNTDOWN_SECONDS } from '@yzy/shared/rules';

export type SmsPhase = 'idle' | 'counting' | 'expired';

/** The send button's states: 发送验证码 → 重新获取(60)…(1) → 重新获取 → back to 发送验证码. */
export function smsButtonLabel(phase: SmsPhase, remaining: number): string {
  if (phase === 'counting') {
    return `重新获取(${remaining})`;
  }
  return phase === 'expired' ? '重新获取' : '发送验证码';
}

export function useSmsCountdown(total = SMS_COUNTDOWN_SECONDS) {
  // null: never sent (idle); > 0: counting down; 0: expired, may ask again.
  const [remaining, setRemaining] = useState<number | null>(null);

  useEffect(() => {
    if (remaining == null || remaining <= 0) {
      return;
    }
    const timer = setTimeout(() => setRemaining((value) => (value == null ? null : value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(total), [total]);
  const reset = useCallback(() => setRemaining(null), []);
  const phase: SmsPhase = remaining == null ? 'idle' : remaining > 0 ? 'counting' : 'expired';
  return { phase, remaining: remaining ?? 0, label: smsButtonLabel(phase, remaining ?? 0), start, reset };
}
