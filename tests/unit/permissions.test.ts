import { describe, expect, it } from 'vitest';
import { toSession } from '../../src/app/session/api';
import { checkPermissions, checkRoles } from '../../src/app/session/permissions';
import { toSessionView } from '../../src/app/session/queries';
import type { Session } from '../../src/shared/api/auth';

const wire: Session = {
  token: 't',
  userName: 'root',
  nickName: 'Root',
  userId: 1,
  roleId: 1,
  email: '',
  authorityPermissions: ['system:user:query'],
  roles: ['ops_operators'],
  avatar: '',
  userDomain: 'local',
  phonenumber: '',
  label: '',
  licenseStatus: 1,
  licenseExpireTime: null,
  licenseManage: false,
  version: 'NORMAL',
  passwordExpireState: 'ok',
  passwordExpireTime: null,
  mustChangePassword: false,
  mustCompleteInfo: false,
  userSource: 0,
  consoleMode: 'manage',
};

describe('session permissions (spec §6)', () => {
  it('forces roles to admin and takes permissions from authorityPermissions', () => {
    const view = toSessionView(toSession(wire));
    expect(view.roles).toEqual(['admin']);
    // The real role keys stay on the session for the personal centre to name them.
    expect(view.session?.roles).toEqual(wire.roles);
    expect(view.permissions).toEqual(['system:user:query']);
    expect(toSessionView(undefined)).toEqual({ session: null, permissions: [], roles: [] });
  });

  it('checks any-of and all-of, with the *:*:* wildcard', () => {
    expect(checkPermissions(['a:b:c'], ['a:b:c', 'x:y:z'])).toBe(true);
    expect(checkPermissions(['a:b:c'], ['a:b:c', 'x:y:z'], 'all')).toBe(false);
    expect(checkPermissions(['*:*:*'], ['x:y:z'], 'all')).toBe(true);
  });

  it('admin matches any role check', () => {
    expect(checkRoles(['admin'], ['audit_administrator'], 'all')).toBe(true);
    expect(checkRoles(['ops_operators'], ['audit_administrator'])).toBe(false);
  });

  it('throws when no list is given (spec §5)', () => {
    expect(() => checkPermissions(['*:*:*'], [])).toThrow();
    expect(() => checkRoles(['admin'], [])).toThrow();
  });
});
