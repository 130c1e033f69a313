import { type KeyboardEvent, useCallback, useState } from 'react';

/** Tracks Caps Lock from key events of the password inputs (spec §5: caps lock warning). */
export function useCapsLock() {
  const [isCapsLock, setCapsLock] = useState(false);
  const handleKey = useCallback((event: KeyboardEvent) => {
    setCapsLock(event.getModifierState('CapsLock'));
  }, []);
  return { isCapsLock, handleKey };
}
