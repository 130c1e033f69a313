import { describe, expect, it } from 'vitest';
import { explainEntries, filterEntries } from '../../../src/app/features/help/explain/explainEntries';
import { EXPLAIN_SECTIONS } from '../../../src/app/features/help/explain/sections';
import { isPublicPath } from '../../../src/app/navigation/paths';
import { staticPageRoutes } from '../../../src/app/router/staticRoutes';
import { type MenuSeedNode, menuSeed } from '../../../src/server/db/seed/menu';
import { ALL_PERMISSIONS, Permission } from '../../../src/shared/access/permissions';

function menuPaths(nodes: readonly MenuSeedNode[]): string[] {
  return nodes.flatMap((node) => [node.path, ...menuPaths(node.children ?? [])]);
}

const knownPaths = new Set([...menuPaths(menuSeed), ...staticPageRoutes([ALL_PERMISSIONS], []).map((r) => r.path)]);
const zh = explainEntries('zh-CN');
const en = explainEntries('en');
const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

describe('/explain', () => {
  it('describes every module in both languages, with its menu path, a summary and its points', () => {
    expect(ids(zh)).toEqual(EXPLAIN_SECTIONS.map((section) => section.id));
    expect(ids(en)).toEqual(ids(zh));
    for (const entry of [...zh, ...en]) {
      expect(entry.title && entry.where && entry.summary, entry.id).toBeTruthy();
      expect(entry.points.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('sends readers only to routes the console has and names only permissions that exist', () => {
    const permissions = new Set<string>(Object.values(Permission));
    for (const section of EXPLAIN_SECTIONS) {
      for (const route of section.routes) {
        const path = route.split('?')[0] ?? route;
        expect(knownPaths.has(path) || isPublicPath(path), `${section.id}: ${route}`).toBe(true);
      }
      for (const permission of section.permissions) {
        expect(permissions.has(permission), `${section.id}: ${permission}`).toBe(true);
      }
    }
  });

  it('names each permission in the reader’s language', () => {
    const audit = (entries: typeof zh) => entries.find((entry) => entry.id === 'sessionAudit')?.permissions;
    expect(audit(zh)).toEqual([{ permission: 'system:log:query', name: '会话记录与日志' }]);
    expect(audit(en)).toEqual([{ permission: 'system:log:query', name: 'Session records and logs' }]);
  });

  it('narrows the sections by every word of the filter, in texts, routes and permissions alike', () => {
    expect(filterEntries(zh, '')).toHaveLength(zh.length);
    expect(ids(filterEntries(zh, '水印'))).toContain('watermark');
    expect(ids(filterEntries(zh, 'ldap'))).toEqual(['directory']);
    expect(ids(filterEntries(en, 'LDAP'))).toEqual(['directory']);
    expect(ids(filterEntries(zh, 'system:log:query'))).toEqual(['sessionAudit']);
    expect(ids(filterEntries(en, 'vedio-replay'))).toEqual(['sessionAudit']);
    expect(ids(filterEntries(en, 'system:backup:edit'))).toEqual(['backup']);
    expect(ids(filterEntries(en, 'REPLAY  asciicast'))).toEqual(['sessionAudit']);
    expect(filterEntries(en, 'replay nothing-like-this')).toEqual([]);
  });
});
