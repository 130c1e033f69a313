import { createStore, useStore } from '../display/createStore';
import type { ConsoleMode } from './menuRules';

/** Keys in localStorage; keep in step with anything that reads them outside the layout. */
export const CONSOLE_MODE_KEY = 'console-mode';
export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Blocked storage: fall back to the defaults for this visit.
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the choice still holds until the page reloads.
  }
}

const modeStore = createStore<ConsoleMode>(read(CONSOLE_MODE_KEY) === 'use' ? 'use' : 'manage');
const collapsedStore = createStore<boolean>(read(SIDEBAR_COLLAPSED_KEY) === '1');
/** The mobile drawer and the settings drawer are open for this page view only. */
const mobileOpenStore = createStore(false);
const settingsOpenStore = createStore(false);

export const useConsoleMode = () => useStore(modeStore);
export function setConsoleMode(mode: ConsoleMode): void {
  write(CONSOLE_MODE_KEY, mode);
  modeStore.set(mode);
}

export const useSidebarCollapsed = () => useStore(collapsedStore);
export function toggleSidebarCollapsed(): void {
  collapsedStore.set((collapsed) => !collapsed);
  write(SIDEBAR_COLLAPSED_KEY, collapsedStore.get() ? '1' : '0');
}

export const useMobileSidebarOpen = () => useStore(mobileOpenStore);
export const setMobileSidebarOpen = (open: boolean) => mobileOpenStore.set(open);

export const useSettingsOpen = () => useStore(settingsOpenStore);
export const setSettingsOpen = (open: boolean) => settingsOpenStore.set(open);
