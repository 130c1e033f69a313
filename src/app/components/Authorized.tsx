import type { ReactNode } from 'react';
import { type MatchMode, useHasPermission, useHasRole } from '../session/permissions';

export interface AuthorizedProps {
  /** Permissions to check, e.g. ['system:user:edit']. Give this or roles (or both). */
  permissions?: readonly string[];
  roles?: readonly string[];
  mode?: MatchMode;
  children: ReactNode;
}

const ANY = ['*:*:*'];
const ADMIN = ['admin'];

/** Removes its children when the user lacks the permissions (spec §6). Throws without a list (spec §5). */
export function Authorized({ permissions, roles, mode = 'any', children }: AuthorizedProps) {
  if ((!permissions || permissions.length === 0) && (!roles || roles.length === 0)) {
    throw new Error('<Authorized> needs a non-empty permissions or roles list');
  }
  // Hooks run unconditionally; an absent list is checked against a value everyone in scope passes.
  const hasPermission = useHasPermission(permissions?.length ? permissions : ANY, mode);
  const hasRole = useHasRole(roles?.length ? roles : ADMIN, mode);
  const permitted = (!permissions?.length || hasPermission) && (!roles?.length || hasRole);
  return permitted ? children : null;
}
