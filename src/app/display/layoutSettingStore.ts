import { createStore, useStore } from './createStore';
import {
  DEFAULT_LAYOUT_SETTING,
  LAYOUT_SETTING_KEY,
  type LayoutSetting,
  parseLayoutSetting,
  serializeLayoutSetting,
} from './layoutSetting';

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAYOUT_SETTING_KEY) ?? null;
  } catch {
    // Storage can be blocked (privacy mode); the defaults then apply for this visit.
    return null;
  }
}

/** Live setting: the drawer changes it at once; only save writes it to localStorage. */
const store = createStore<LayoutSetting>(parseLayoutSetting(readStored()));
/** The site's primary colour (base configuration): the theme of users who have not saved one of their own. */
let siteThemeColour = DEFAULT_LAYOUT_SETTING.theme;

export const useLayoutSetting = (): LayoutSetting => useStore(store);
export const getLayoutSetting = (): LayoutSetting => store.get();

export function changeLayoutSetting(patch: Partial<LayoutSetting>): void {
  store.set((previous) => ({ ...previous, ...patch }));
}

export function saveLayoutSetting(): void {
  localStorage.setItem(LAYOUT_SETTING_KEY, serializeLayoutSetting(store.get()));
}

export function resetLayoutSetting(): void {
  localStorage.removeItem(LAYOUT_SETTING_KEY);
  store.set({ ...DEFAULT_LAYOUT_SETTING, theme: siteThemeColour });
}

export function setSiteThemeColour(colour: string): void {
  if (colour === siteThemeColour) return;
  siteThemeColour = colour;
  if (readStored() === null) store.set((previous) => ({ ...previous, theme: colour }));
}
