/**
 * The tags view (spec §2 "Tabs") as pure operations on an ordered list. A tag is keyed by its path
 * (without the query); affix tags are never removed.
 */
export interface TagView {
  /** Path without the query: the identity of the tag. */
  path: string;
  /** Path with query and hash: where a click on the tag goes. */
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

export function addView(views: readonly TagView[], view: TagView): TagView[] {
  const index = views.findIndex((existing) => existing.path === view.path);
  if (index === -1) return [...views, view];
  const existing = views[index] as TagView;
  const merged = { ...existing, fullPath: view.fullPath, title: view.title || existing.title };
  return views.map((candidate, i) => (i === index ? merged : candidate));
}

export function closeView(views: readonly TagView[], path: string): TagView[] {
  return views.filter((view) => view.affix || view.path !== path);
}

export function closeLeft(views: readonly TagView[], path: string): TagView[] {
  const index = views.findIndex((view) => view.path === path);
  if (index === -1) return [...views];
  return views.filter((view, i) => view.affix || i >= index);
}

export function closeRight(views: readonly TagView[], path: string): TagView[] {
  const index = views.findIndex((view) => view.path === path);
  if (index === -1) return [...views];
  return views.filter((view, i) => view.affix || i <= index);
}

export function closeOthers(views: readonly TagView[], path: string): TagView[] {
  return views.filter((view) => view.affix || view.path === path);
}

export function closeAll(views: readonly TagView[]): TagView[] {
  return views.filter((view) => view.affix);
}

/**
 * Where to go after closing: null while the current tag is still open; otherwise the nearest tag to the
 * left of it that survived, else the first surviving tag, else the first permitted route (fallback).
 */
export function pathAfterClose(
  before: readonly TagView[],
  after: readonly TagView[],
  currentPath: string,
  fallback: string,
): string | null {
  if (after.some((view) => view.path === currentPath)) return null;
  const survivors = new Set(after.map((view) => view.path));
  const index = before.findIndex((view) => view.path === currentPath);
  for (let i = index - 1; i >= 0; i -= 1) {
    const candidate = before[i] as TagView;
    if (survivors.has(candidate.path)) return candidate.fullPath;
  }
  return after[0]?.fullPath ?? fallback;
}

/** Which context-menu actions apply to a tag. */
export function tagActions(views: readonly TagView[], path: string) {
  const index = views.findIndex((view) => view.path === path);
  const view = views[index];
  const closable = (candidate: TagView) => !candidate.affix;
  return {
    canClose: view !== undefined && closable(view),
    canCloseLeft: views.slice(0, Math.max(index, 0)).some(closable),
    canCloseRight: index !== -1 && views.slice(index + 1).some(closable),
    canCloseOthers: views.some((candidate) => candidate.path !== path && closable(candidate)),
    canCloseAll: views.some(closable),
  };
}
