import { useSyncExternalStore } from 'react';
import { createStore, useStore } from './createStore';

/**
 * The console's colour scheme: light, dark, or as the system says (prefers-color-scheme). Kept in its own
 * localStorage key beside the spec's layout-setting object, with the same rule: the settings drawer changes it at
 * once, its save keeps it, its reset forgets it.
 */
export type Appearance = 'light' | 'dark' | 'system';

export const APPEARANCE_KEY = 'gatehouse-appearance';
const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'system'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseAppearance(raw: string | null): Appearance {
  return APPEARANCES.find((value) => value === raw) ?? 'light';
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(APPEARANCE_KEY) ?? null;
  } catch {
    return null;
  }
}

const store = createStore<Appearance>(parseAppearance(readStored()));

export const useAppearance = (): Appearance => useStore(store);
export const getAppearance = (): Appearance => store.get();

export function changeAppearance(next: Appearance): void {
  store.set(next);
}

export function saveAppearance(): void {
  localStorage.setItem(APPEARANCE_KEY, store.get());
}

export function resetAppearance(): void {
  localStorage.removeItem(APPEARANCE_KEY);
  store.set('light');
}

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

function subscribeToSystem(listener: () => void): () => void {
  const query = globalThis.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

export function isDarkAppearance(appearance: Appearance, prefersDark: boolean = systemPrefersDark()): boolean {
  return appearance === 'dark' || (appearance === 'system' && prefersDark);
}

/** Whether the console is drawn dark now: the user's choice, or the system's while they chose "system". */
export function useIsDark(): boolean {
  const appearance = useAppearance();
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  return isDarkAppearance(appearance, prefersDark);
}
