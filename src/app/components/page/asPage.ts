import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** An entry of the console's page registry (router/pages.ts): a page loaded when it is first shown. */
export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * The page `name` that the module `load` imports, as a registry entry: its own chunk, fetched when the
 * page is first shown. Every feature registers its pages this way, in its index.ts.
 */
export function asPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageComponent {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
