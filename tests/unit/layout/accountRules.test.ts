import { describe, expect, it } from 'vitest';
import { validateChangePassword } from '../../../src/app/features/user-center/account/changePasswordRules';
import { validatePersonalInfo } from '../../../src/app/features/user-center/account/personalInfoRules';
import { sessionPrompts } from '../../../src/app/features/user-center/account/sessionPrompts';
import type { Session } from '../../../src/shared/api/auth';

const good = { oldPassword: 'old-pass', passwordNew: 'abc123', passwordConfirm: 'abc123' };

describe('change password rules (spec §5)', () => {
  it('accepts a valid form, trimmed', () => {
    expect(validateChangePassword({ ...good, passwordNew: '  abc123  ' })).toEqual({});
  });

  it('requires the old password and caps it at 32', () => {
    expect(validateChangePassword({ ...good, oldPassword: '   ' }).oldPassword).toBe('oldPasswordRequired');
    expect(validateChangePassword({ ...good, oldPassword: 'x'.repeat(33) }).oldPassword).toBe('maxLength?max=32');
  });

  it('requires the new password within the policy bounds', () => {
    expect(validateChangePassword({ ...good, passwordNew: '' }).passwordNew).toBe('newPasswordRequired');
    expect(validateChangePassword({ ...good, passwordNew: 'a1' }).passwordNew).toBe('lengthBetween?min=6&max=32');
    const policy = { passwdMinLen: 8, passwdMaxLen: 20 };
    expect(validateChangePassword({ ...good, passwordNew: 'abc1234' }, policy).passwordNew).toBe(
      'lengthBetween?min=8&max=20',
    );
  });

  it('refuses a weak new password', () => {
    expect(validateChangePassword({ ...good, passwordNew: '12345678' }).passwordNew).toBe('passwordWeak');
    expect(validateChangePassword({ ...good, passwordNew: 'abcdefgh' }).passwordNew).toBe('passwordWeak');
    expect(validateChangePassword({ ...good, passwordNew: 'abc!@#12' }).passwordNew).toBeUndefined();
  });

  it('requires the confirmation within the same bounds but does not compare it', () => {
    expect(validateChangePassword({ ...good, passwordConfirm: '' }).passwordConfirm).toBe('confirmPasswordRequired');
    expect(validateChangePassword({ ...good, passwordConfirm: 'abc' }).passwordConfirm).toBe(
      'lengthBetween?min=6&max=32',
    );
    expect(validateChangePassword({ ...good, passwordConfirm: 'other123' })).toEqual({});
  });
});

describe('personal info rules (spec §5)', () => {
  const info = { userId: 1, userName: 'admin', nickName: '管理员', phonenumber: '', email: '' };

  it('accepts empty or valid phone and e-mail', () => {
    expect(validatePersonalInfo(info).ok).toBe(true);
    expect(validatePersonalInfo({ ...info, phonenumber: '13812345678', email: 'a@b.cn' }).ok).toBe(true);
  });

  it('refuses a bad phone number', () => {
    for (const phonenumber of ['12812345678', '1381234567', '138123456789']) {
      const result = validatePersonalInfo({ ...info, phonenumber });
      expect(result.ok ? null : result.errors.phonenumber).toBe('phoneInvalid');
    }
  });

  it('refuses a bad or long e-mail', () => {
    const bad = validatePersonalInfo({ ...info, email: 'not-mail' });
    expect(bad.ok ? null : bad.errors.email).toBe('emailInvalid');
    const long = validatePersonalInfo({ ...info, email: `${'a'.repeat(30)}@b.cn` });
    expect(long.ok ? null : long.errors.email).toBe('maxLength?max=32');
  });
});

describe('session prompts (spec §4)', () => {
  const session: Session = {
    token: 't',
    userName: 'admin',
    nickName: 'Admin',
    userId: 1,
    roleId: 1,
    email: '',
    authorityPermissions: [],
    roles: ['admin'],
    avatar: '',
    userDomain: '',
    phonenumber: '',
    label: '',
    licenseStatus: 1,
    licenseExpireTime: null,
    licenseManage: true,
    version: 'NORMAL',
    passwordExpireState: 'ok',
    passwordExpireTime: null,
    mustChangePassword: false,
    mustCompleteInfo: false,
    userSource: 0,
    consoleMode: 'manage',
  };
  const kinds = (s: Session, ignored = false) => sessionPrompts(s, ignored).map((prompt) => prompt.kind);

  it('asks nothing of a healthy session', () => {
    expect(kinds(session)).toEqual([]);
  });

  it('warns managers of an expiring licence unless ignored', () => {
    expect(kinds({ ...session, licenseStatus: 2 })).toEqual(['licenseExpiring']);
    expect(kinds({ ...session, licenseStatus: 2 }, true)).toEqual([]);
    expect(kinds({ ...session, licenseStatus: 2, licenseManage: false })).toEqual([]);
  });

  it('alerts everyone of an inactive or expired licence', () => {
    expect(sessionPrompts({ ...session, licenseStatus: 0, licenseManage: false }, false)).toEqual([
      { kind: 'licenseInvalid', status: 0, canManage: false },
    ]);
    expect(kinds({ ...session, licenseStatus: 3 })).toEqual(['licenseInvalid']);
  });

  it('asks for the password change before completing information', () => {
    expect(kinds({ ...session, mustChangePassword: true, mustCompleteInfo: true })).toEqual([
      'passwordMustChange',
      'completeInfo',
    ]);
    expect(kinds({ ...session, passwordExpireState: 'expired' })).toEqual(['passwordExpired']);
    expect(kinds({ ...session, passwordExpireState: 'expiring' })).toEqual(['passwordExpiring']);
  });
});
