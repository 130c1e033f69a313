/** Messages stay 5 seconds (spec §8). */
export const NOTIFY_TIMEOUT_MS = 5000;

export type NotifyLevel = 'success' | 'error' | 'warning' | 'info';

export interface Note {
  level: NotifyLevel;
  message: string;
}

type Show = (note: Note) => void;

let show: Show | null = null;
let wakeHost: (() => void) | null = null;
// Messages raised before the toaster has loaded wait here instead of vanishing.
const waiting: Note[] = [];

function post(level: NotifyLevel, message: string): void {
  if (show) {
    show({ level, message });
    return;
  }
  waiting.push({ level, message });
  wakeHost?.();
}

/** Toasts usable from anywhere, React or not. <NotifyHost /> must be mounted once (App does it). */
export const notify = {
  success: (message: string) => post('success', message),
  error: (message: string) => post('error', message),
  warning: (message: string) => post('warning', message),
  info: (message: string) => post('info', message),
};

/** The Fluent toaster registers itself once loaded; what waited is shown at once. */
export function registerShow(next: Show | null): void {
  show = next;
  if (next) for (const note of waiting.splice(0)) next(note);
}

/** The host learns that a first message wants the toaster loaded. */
export function registerWake(next: (() => void) | null): boolean {
  wakeHost = next;
  return waiting.length > 0;
}
