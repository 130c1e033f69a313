import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import type { MenuNode } from '../../shared/api/auth';
import { useMenus } from '../session';
import { findMenuTrail } from './menuRules';
import { useCurrentRoute } from './routeTable';

export interface RouteMeta {
  /** Menu nodes from the root to the current page; empty for pages outside the menu (/user/…). */
  trail: MenuNode[];
  title: string;
  noCache: boolean;
  affix: boolean;
}

/** The current route's title, noCache and affix (route table first, then the menu) and its menu trail. */
export function useRouteMeta(): RouteMeta {
  const { pathname } = useLocation();
  const menus = useMenus();
  const route = useCurrentRoute();
  const { t } = useTranslation();
  const trail = findMenuTrail(menus, (path) => matchPath({ path, end: true }, pathname) !== null);
  const page = trail[trail.length - 1];
  const routeTitle = route ? (route.titleIsKey ? t(route.title) : route.title) : undefined;
  return {
    trail,
    title: routeTitle ?? page?.meta.title ?? pathname,
    noCache: route?.noCache ?? page?.meta.noCache ?? false,
    affix: route?.affix ?? page?.meta.affix ?? false,
  };
}
