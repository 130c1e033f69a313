import { describe, expect, it } from 'vitest';
import { flattenDepts, subtreeIds } from '../../../src/app/features/access-control/deptRows';
import { accessText } from '../../../src/app/features/access-control/i18n';
import { permissionLabels } from '../../../src/shared/access/permissionLabels';
import { Permission } from '../../../src/shared/access/permissions';
import type { DeptNode } from '../../../src/shared/api/departments';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const node = (deptId: number, deptName: string, children: DeptNode[] = []): DeptNode => ({
  deptId,
  parentId: null,
  deptName,
  orderNum: 0,
  memberCount: 0,
  children,
});

describe('access-control texts', () => {
  it('has the same keys in zh-CN and en, none empty', () => {
    expect(leafKeys(accessText.zh).sort()).toEqual(leafKeys(accessText.en).sort());
    for (const lang of [accessText.zh, accessText.en]) {
      for (const key of leafKeys(lang)) {
        const value = key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], lang);
        expect([key, typeof value === 'string' && value.length > 0]).toEqual([key, true]);
      }
    }
  });

  it('names every permission in both languages', () => {
    for (const permission of Object.values(Permission)) {
      expect(permissionLabels[permission]?.zh, permission).toBeTruthy();
      expect(permissionLabels[permission]?.en, permission).toBeTruthy();
    }
  });
});

describe('department rows', () => {
  const tree = [node(1, 'HQ', [node(2, 'Ops', [node(3, 'East', [node(4, 'Shift')])]), node(5, 'Finance')])];

  it('flattens the tree in display order with depths', () => {
    expect(flattenDepts(tree).map((row) => [row.node.deptName, row.depth])).toEqual([
      ['HQ', 0],
      ['Ops', 1],
      ['East', 2],
      ['Shift', 3],
      ['Finance', 1],
    ]);
  });

  it('knows the ids a department cannot move under', () => {
    expect(subtreeIds(tree[0]?.children[0] as DeptNode)).toEqual([2, 3, 4]);
  });
});
