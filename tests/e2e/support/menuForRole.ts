import { type MenuSeedNode, menuSeed } from '../../../src/server/db/seed/menu';
import { roleSeed } from '../../../src/server/db/seed/roles';
import { hasPermission } from '../../../src/shared/access/permissions';

/**
 * The sidebar's top-level entries (zh-CN titles) that a seeded role sees and does not see, derived from
 * the menu and role seeds by the server's rule: a node needs its permission, a directory a visible child.
 */
export function topMenuOfRole(roleKey: string): { shown: string[]; absent: string[] } {
  const role = roleSeed.find((candidate) => candidate.roleKey === roleKey);
  if (!role) throw new Error(`no seeded role ${roleKey}`);
  const isVisible = (node: MenuSeedNode): boolean => {
    if (node.permission && !hasPermission(role.permissions, node.permission)) return false;
    return node.children ? node.children.some(isVisible) : true;
  };
  const top = menuSeed.filter((node) => !node.hidden);
  return {
    shown: top.filter(isVisible).map((node) => node.titleZh),
    absent: top.filter((node) => !isVisible(node)).map((node) => node.titleZh),
  };
}
