import { useState } from 'react';

/**
 * False until `open` is first true, then true for good. A popup loaded on demand (React.lazy) mounts once
 * it has been opened (its chunk is fetched then, not with the page) and stays mounted to animate its
 * closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
