import { useEffect, useState } from 'react';

/**
 * The last non-null value once it has stayed the same for `ms`. Values are compared by content
 * (the body is rebuilt on every render), and a null (numbers with a problem) keeps the previous
 * answer instead of clearing it.
 */
export function useSettled<T>(value: T | null, ms: number): T | null {
  const [settled, setSettled] = useState<T | null>(value);
  const key = value === null ? null : JSON.stringify(value);
  useEffect(() => {
    if (key === null) {
      return;
    }
    const timer = setTimeout(() => setSettled((previous) => (JSON.stringify(previous) === key ? previous : (JSON.parse(key) as T))), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
