import type { ComponentType, LazyExoticComponent } from 'react';

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * Menu `component` name → lazily loaded page. A feature registers its pages here as it is built, e.g.
 * an entry
 * `'user-center/profile': lazy(() => import('../features/user-center').then((m) => ({ default: m.ProfilePage })))`
 * in the object below.
 * Names that are not here render ModuleUnavailablePage with the menu title.
 */
const registry: Record<string, PageComponent> = {};

export function registerPage(component: string, page: PageComponent): void {
  registry[component] = page;
}

export function resolvePage(component: string): PageComponent | undefined {
  return registry[component];
}
