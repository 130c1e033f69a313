import { hasAnyPermission, hasAnyRole } from '../../shared/access/permissions';
import type { MenuNode } from '../../shared/api/auth';
import { layoutKindFor } from '../display/layoutKind';
import type { PageRoute } from '../layout/routeTable';

export type { PageRoute } from '../layout/routeTable';

export interface RedirectRoute {
  path: string;
  to: string;
}

export interface MenuRoutes {
  pages: PageRoute[];
  redirects: RedirectRoute[];
}

/** Menu components that only group children (RuoYi naming the server keeps). */
const CONTAINERS = new Set(['', 'Layout', 'ParentView', 'InnerLink']);
/** Rendered without the layout frame (spec §2 Layout); the layout decides which paths those are. */
export const isBarePath = (path: string): boolean => layoutKindFor(path) === 'bare';

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${child}`;
}

function isExternal(node: MenuNode): boolean {
  return /^https?:\/\//.test(node.path) || Boolean(node.meta.link);
}

/** Spec §6: routes are filtered by required permissions or roles (admin matches every role check). */
export function isPermitted(
  node: Pick<MenuNode, 'permissions' | 'roles'>,
  permissions: readonly string[],
  roles: readonly string[],
): boolean {
  if (node.permissions.length > 0 && !hasAnyPermission(permissions, node.permissions)) return false;
  if (node.roles.length > 0 && !hasAnyRole(roles, node.roles)) return false;
  return true;
}

/** Flattens the menu tree into page routes and redirects, keeping only what the user may open. */
export function buildMenuRoutes(
  menus: readonly MenuNode[],
  permissions: readonly string[],
  roles: readonly string[],
  parentPath = '',
): MenuRoutes {
  const result: MenuRoutes = { pages: [], redirects: [] };
  for (const node of menus) {
    if (isExternal(node) || !isPermitted(node, permissions, roles)) continue;
    const path = joinPath(parentPath || '/', node.path);
    if (node.children && node.children.length > 0) {
      const inner = buildMenuRoutes(node.children, permissions, roles, path);
      result.pages.push(...inner.pages);
      result.redirects.push(...inner.redirects);
      const to = node.redirect && node.redirect !== 'noRedirect' ? node.redirect : inner.pages[0]?.path;
      if (to && to !== path) result.redirects.push({ path, to });
    }
    if (!CONTAINERS.has(node.component)) {
      result.pages.push({
        path,
        component: node.component,
        title: node.meta.title,
        bare: isBarePath(path),
        noCache: node.meta.noCache,
        affix: node.meta.affix,
      });
    }
  }
  return result;
}
