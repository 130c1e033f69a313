import { createStore, useStore } from './createStore';
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

export const useTagViews = () => useStore(store);
export const getTagViews = () => store.get();

export function openTagView(view: TagView): void {
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
  return pathAfterClose(before, after, currentPath, fallback);
}

/** Sign-out forgets the open tags. */
export const clearTagViews = () => store.set([]);
