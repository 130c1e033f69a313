import { KEYBOARD_LAYOUTS, type KeyboardLayout } from '../../../../shared/protocol/graphical';

const STORAGE_KEY = 'gatehouse.desktop.keyboardLayout';

/** The keyboard layout a remote desktop logs in with: the one this browser chose last, else US English. */
export function storedKeyboardLayout(): KeyboardLayout {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return (KEYBOARD_LAYOUTS as readonly string[]).includes(stored ?? '') ? (stored as KeyboardLayout) : 'en-us';
  } catch {
    return 'en-us';
  }
}

/** Whether this browser has chosen a layout yet (the first desktop asks for it). */
export function hasStoredKeyboardLayout(): boolean {
  try {
    return (KEYBOARD_LAYOUTS as readonly string[]).includes(window.localStorage.getItem(STORAGE_KEY) ?? '');
  } catch {
    return false;
  }
}

export function rememberKeyboardLayout(layout: KeyboardLayout): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, layout);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this session only.
  }
}
