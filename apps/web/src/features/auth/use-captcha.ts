import { useCallback, useRef, useState } from 'react';
import type { CaptchaResponse } from '@yzy/shared/contracts';
import { fetchCaptcha } from './api';

/** The current image captcha; only the newest answer is kept when refreshes overlap. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const latest = useRef(0);

  const refresh = useCallback(async (mobile: string) => {
    latest.current += 1;
    const ticket = latest.current;
    try {
      const next = await fetchCaptcha(mobile);
      if (ticket === latest.current) {
        setCaptcha(next);
      }
    } catch {
      // The HTTP effects already showed why; the image keeps its click-to-retry.
    }
  }, []);

  return { captcha, refresh };
}
