import { asPage, type PageComponent } from '../../components/page/asPage';

/** The home page (首页, spec §2 /home): the page-registry entry keyed by the menu's component name. */
export const homePages: Readonly<Record<string, PageComponent>> = {
  Home: asPage(() => import('./HomePage'), 'HomePage'),
};
