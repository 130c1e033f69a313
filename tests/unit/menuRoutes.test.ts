import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, joinPath } from '../../src/app/router/menuRoutes';
import { staticPageRoutes } from '../../src/app/router/staticRoutes';
import type { MenuNode } from '../../src/shared/api/auth';

const node = (over: Partial<MenuNode> & Pick<MenuNode, 'path' | 'component'>): MenuNode => ({
  name: over.path,
  hidden: false,
  meta: { title: over.path, icon: '', noCache: false, affix: false, link: null },
  permissions: [],
  roles: [],
  ...over,
});

describe('buildMenuRoutes', () => {
  it('joins child paths under their parent and keeps absolute ones', () => {
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/system/', '/assets-my')).toBe('/assets-my');
    expect(joinPath('/', 'assets-my')).toBe('/assets-my');
  });

  it('flattens containers, redirects a parent to its first page, marks bare routes', () => {
    const menus = [
      node({
        path: '/system',
        component: 'Layout',
        children: [
          node({ path: 'user', component: 'system/user/index' }),
          node({ path: '/vedio-replay', component: 'audit/replay' }),
        ],
      }),
      node({ path: '/assets-my', component: 'assets/my/index' }),
    ];
    const { pages, redirects } = buildMenuRoutes(menus, ['*:*:*'], ['admin']);
    expect(pages.map((page) => [page.path, page.bare])).toEqual([
      ['/system/user', false],
      ['/vedio-replay', true],
      ['/assets-my', false],
    ]);
    expect(redirects).toEqual([{ path: '/system', to: '/system/user' }]);
  });

  it('drops entries the user may not open and external links', () => {
    const menus = [
      node({ path: '/user-manage-list', component: 'user/list', permissions: ['system:user:query'] }),
      node({ path: '/home', component: 'home', permissions: ['system:home:query'] }),
      node({ path: 'https://example.com', component: 'Layout' }),
    ];
    const { pages } = buildMenuRoutes(menus, ['system:home:query'], ['admin']);
    expect(pages.map((page) => page.path)).toEqual(['/home']);
  });

  it('keeps the spec routes with parameters only for holders of their permission', () => {
    const paths = staticPageRoutes(['system:user:edit'], ['admin']).map((route) => route.path);
    expect(paths).toContain('/system/user-auth/role/:userId');
    expect(paths).not.toContain('/system/role-auth/user/:roleId');
    expect(paths).toContain('/user/profile');
  });
});
