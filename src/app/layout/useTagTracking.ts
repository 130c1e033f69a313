import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuNode } from '../../shared/api/auth';
import { affixMenus } from './menuRules';
import { ensureAffixViews, openTagView } from './tagsViewStore';
import type { RouteMeta } from './useRouteMeta';

/** Opens a tag for every page visited, and the affix pages of the menu first. */
export function useTagTracking(menus: readonly MenuNode[], meta: RouteMeta): void {
  const { pathname, search, hash } = useLocation();
  const affix = useMemo(
    () =>
      affixMenus(menus).map((node) => ({
        path: node.path,
        fullPath: node.path,
        title: node.meta.title,
        affix: true,
        noCache: node.meta.noCache,
      })),
    [menus],
  );
  useEffect(() => ensureAffixViews(affix), [affix]);
  useEffect(() => {
    openTagView({
      path: pathname,
      fullPath: `${pathname}${search}${hash}`,
      title: meta.title,
      affix: meta.affix,
      noCache: meta.noCache,
    });
  }, [pathname, search, hash, meta.title, meta.affix, meta.noCache]);
}
