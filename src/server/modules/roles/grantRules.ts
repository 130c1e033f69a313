import { ALL_PERMISSIONS, hasPermission } from '../../../shared/access/permissions';
import { ResponseCode } from '../../../shared/codes';
import { AppError } from '../../errors/appError';

/**
 * The rule against escalation: a caller can only hand out (in a role, or by giving a role to a user,
 * themselves included) permissions they hold. A holder of *:*:* holds everything; the wildcard itself
 * can only be handed out by such a holder.
 */
export function firstNotHeld(held: readonly string[], wanted: readonly string[]): string | undefined {
  if (held.includes(ALL_PERMISSIONS)) return undefined;
  return wanted.find((permission) => permission === ALL_PERMISSIONS || !hasPermission(held, permission));
}

export function isWithin(held: readonly string[], wanted: readonly string[]): boolean {
  return firstNotHeld(held, wanted) === undefined;
}

export function assertWithin(held: readonly string[], wanted: readonly string[]): void {
  const missing = firstNotHeld(held, wanted);
  if (missing !== undefined) {
    throw new AppError(
      ResponseCode.forbidden,
      'permissionNotHeld',
      { permission: missing },
      {
        data: { field: 'permissions' },
      },
    );
  }
}
