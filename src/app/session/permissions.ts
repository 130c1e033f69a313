import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole } from '../../shared/access/permissions';
import { useSession } from './queries';

export type MatchMode = 'any' | 'all';

function requireList(values: readonly string[] | undefined, what: string): readonly string[] {
  // Spec §5: a permission check without a value list is a programming error, not "allowed".
  if (!values || values.length === 0)
    throw new Error(`A ${what} check needs a non-empty list, e.g. ['system:user:query']`);
  return values;
}

export function checkPermissions(held: readonly string[], wanted: readonly string[], mode: MatchMode = 'any'): boolean {
  const list = requireList(wanted, 'permission');
  return mode === 'all' ? hasAllPermissions(held, list) : hasAnyPermission(held, list);
}

export function checkRoles(held: readonly string[], wanted: readonly string[], mode: MatchMode = 'any'): boolean {
  const list = requireList(wanted, 'role');
  return mode === 'all' ? hasAllRoles(held, list) : hasAnyRole(held, list);
}

export function useHasPermission(permissions: readonly string[], mode: MatchMode = 'any'): boolean {
  return checkPermissions(useSession().permissions, permissions, mode);
}

export function useHasRole(roles: readonly string[], mode: MatchMode = 'any'): boolean {
  return checkRoles(useSession().roles, roles, mode);
}
