import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog loaded on demand (lazyPage) is rendered only
 * once it has been opened, so its chunk is fetched then and not with the page; after that it stays
 * mounted, so it closes as it always did.
 */
export function useOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) {
    setOpened(true);
  }
  return opened || open;
}
