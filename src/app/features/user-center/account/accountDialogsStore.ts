import { useSyncExternalStore } from 'react';

/**
 * Which global account dialog is open. Module state so the navbar, the user centre and the session
 * prompts can open a dialog without sharing a React parent.
 *  - forced: the change cannot be skipped (must-change or expired password); cancelling signs out.
 */
export type AccountDialog =
  | { kind: 'none' }
  | { kind: 'changePassword'; reason: 'user' | 'mustChange' | 'expired' }
  | { kind: 'fillInfo' };

type Listener = () => void;
let state: AccountDialog = { kind: 'none' };
const listeners = new Set<Listener>();
/** Resolved when the open dialog closes, so prompts can run one after another. */
let onClosed: (() => void) | null = null;

function set(next: AccountDialog): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useAccountDialog = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

function open(next: AccountDialog): Promise<void> {
  onClosed?.();
  set(next);
  return new Promise((resolve) => {
    onClosed = resolve;
  });
}

/** Opens the change-password dialog; resolves when it closes. */
export const openChangePassword = (reason: 'user' | 'mustChange' | 'expired' = 'user') =>
  open({ kind: 'changePassword', reason });

/** Opens the fill-personal-info dialog (补录信息); resolves when it closes. */
export const openFillInfo = () => open({ kind: 'fillInfo' });

export function closeAccountDialog(): void {
  const resolve = onClosed;
  onClosed = null;
  set({ kind: 'none' });
  resolve?.();
}
