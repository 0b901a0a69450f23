import { useEffect, useState } from 'react';

/** Whether the page has scrolled at least `threshold` px (the sticky header appears at 150 px). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= threshold);
    // The first look waits for the next frame, which lays the page out anyway. Read right away, in
    // the effects of the app's first commit, scrollY made the browser lay out the whole new page
    // inside that task: a quarter of its time on a slow phone (docs/performance.md).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
