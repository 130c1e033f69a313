import { useEffect, useState } from 'react';

/**
 * `text` once it has stayed the same for `delayMs`: one call per pause in typing, not per key. Text rather than
 * any value, so that an object rebuilt on every render (a schedule read from the form) cannot restart the wait.
 */
export function useDebouncedText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
