import { asPage, type PageComponent } from '../../components/page/asPage';

/** Parameters (参数设置, spec §7 /system/config/*): the page-registry entry keyed by the menu's component name. */
export const sysConfigPages: Readonly<Record<string, PageComponent>> = {
  ConfigList: asPage(() => import('./ConfigListPage'), 'ConfigListPage'),
};
