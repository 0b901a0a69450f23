import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` in a render of its own, a task after the page's first commit, and `slot` until
 * then. For antd controls that set state in their first layout effect (a Select's popup aligner):
 * such an update in a page's first commit makes React run every effect of the page, and render
 * again, inside the commit's task (docs/performance.md, "The first commit"). The slot keeps the
 * control's room, so nothing moves when it arrives.
 */
export function AfterFirstCommit({ children, slot }: { children: ReactNode; slot: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)));
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : slot;
}
