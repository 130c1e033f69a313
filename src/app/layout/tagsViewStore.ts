import { createStore, useStore } from '../display/createStore';
import {
  addView,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  pathAfterClose,
  type TagView,
} from './tagsView';

const store = createStore<TagView[]>([]);

/**
 * The page whose own tag was just closed while it is still on screen. Until the console has arrived
 * elsewhere, a late render of that page (a navigation that was still being drawn when the user clicked
 * ×) must not open its tag again.
 */
let leaving: string | null = null;

export const useTagViews = () => useStore(store);
export const getTagViews = () => store.get();

export function openTagView(view: TagView): void {
  if (view.path === leaving) return;
  leaving = null;
  store.set((views) => addView(views, view));
}

/** Affix tags go first, in menu order, ahead of whatever is already open. */
export function ensureAffixViews(affix: readonly TagView[]): void {
  store.set((views) => {
    const missing = affix.filter((view) => !views.some((open) => open.path === view.path));
    return missing.length > 0 ? [...missing, ...views] : views;
  });
}

export type CloseKind = 'self' | 'left' | 'right' | 'others' | 'all';

/** Closes tags and answers where to navigate (null: stay on the current page). */
export function closeTagViews(kind: CloseKind, path: string, currentPath: string, fallback: string): string | null {
  const before = store.get();
  const after = {
    self: () => closeView(before, path),
    left: () => closeLeft(before, path),
    right: () => closeRight(before, path),
    others: () => closeOthers(before, path),
    all: () => closeAll(before),
  }[kind]();
  store.set(after);
  const next = pathAfterClose(before, after, currentPath, fallback);
  if (next !== null) leaving = currentPath;
  return next;
}

/** Sign-out forgets the open tags. */
export function clearTagViews(): void {
  leaving = null;
  store.set([]);
}
