import { useEffect, useState } from 'react';

/**
 * False on the first render (the server's and the hydrating one), true once the browser has been idle
 * after it (or a second has passed): for work a person may soon need but the page need not draw at
 * once, such as a menu's content mounted out of sight so that opening it only shows it.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
