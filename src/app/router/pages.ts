import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { accessControlPages } from '../features/access-control';
// Already a lazy component: the keys index holds only lazy wrappers, so this adds no page code here.
import { BindKeyPage } from '../features/keys';
import { userPages } from '../features/users';

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * Menu `component` name → lazily loaded page. A feature registers its pages here as it is built, e.g.
 * an entry
 * `'user-center/profile': lazy(() => import('../features/user-center').then((m) => ({ default: m.ProfilePage })))`
 * in the object below.
 * Names that are not here render ModuleUnavailablePage with the menu title.
 */
const stationMessageList: PageComponent = lazy(() =>
  import('../features/messages').then((module) => ({ default: module.StationMessageListPage })),
);

const registry: Record<string, PageComponent> = {
  // Spec §2 /user-bind-usb-key-form: security keys and USB-key certificates.
  UserBindUsbKeyForm: BindKeyPage,
  // Spec §2 /station-message-list: the server menu's name, and the static route table's.
  StationMessageList: stationMessageList,
  'message/stationMessageList': stationMessageList,
  // Roles, role assignment and departments (helper "roles").
  ...accessControlPages,
  // Spec §2 users and user groups (issue 4).
  ...userPages,
  // /setup 系统配置: the setting centre's tabs (sign-in methods first).
  Setup: lazy(() => import('../features/setup-center').then((module) => ({ default: module.SetupCenterPage }))),
};

export function registerPage(component: string, page: PageComponent): void {
  registry[component] = page;
}

export function resolvePage(component: string): PageComponent | undefined {
  return registry[component];
}
