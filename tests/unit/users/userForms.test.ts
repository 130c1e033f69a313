import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FILTERS, toUserQuery } from '../../../src/app/features/users/userFilters';
import {
  EMPTY_USER_FORM,
  generateInitialPassword,
  toAddBody,
  toUpdateBody,
} from '../../../src/app/features/users/userForm';
import type { Settings } from '../../../src/server/modules/settings/service';
import { effectiveUserStatus } from '../../../src/server/modules/ucenter/accountState';
import { generatePassword } from '../../../src/server/modules/users/adminPasswords';
import { AddUserBodySchema, UpdateUserBodySchema } from '../../../src/shared/api/users';
import { UserKind, UserStatus } from '../../../src/shared/enums';
import { parseMsgRef, passwordStrength } from '../../../src/shared/rules/validation';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? { field: String(issue.path[0]), key: parseMsgRef(issue.message).key } : null;
};

describe('user list filters', () => {
  it('leaves out empty filters and widens days to whole local days', () => {
    expect(toUserQuery(EMPTY_USER_FILTERS)).toEqual({});
    const query = toUserQuery({
      ...EMPTY_USER_FILTERS,
      userName: ' ali ',
      status: '1',
      createdFrom: '2026-01-02',
      createdTo: '2026-01-03',
    });
    expect(query).toMatchObject({ userName: 'ali', status: 1 });
    expect(new Date(query.beginTime ?? '').getHours()).toBe(0);
    expect(new Date(query.endTime ?? '').getHours()).toBe(23);
    expect(toUserQuery({ ...EMPTY_USER_FILTERS, createdFrom: 'soon' })).toEqual({});
  });
});

describe('user form → shared schema', () => {
  const form = { ...EMPTY_USER_FORM, userName: 'ops-1', nickName: '运维', password: 'Start#2026' };

  it('a complete formal user passes; names, phone and e-mail follow spec §5', () => {
    expect(AddUserBodySchema.safeParse(toAddBody(form)).success).toBe(true);
    expect(firstMessage(AddUserBodySchema.safeParse(toAddBody({ ...form, userName: '张三' })))).toEqual({
      field: 'userName',
      key: 'nameChars',
    });
    expect(firstMessage(AddUserBodySchema.safeParse(toAddBody({ ...form, phonenumber: '23800138000' })))).toEqual({
      field: 'phonenumber',
      key: 'phoneInvalid',
    });
    expect(firstMessage(AddUserBodySchema.safeParse(toAddBody({ ...form, email: 'a@b' })))).toEqual({
      field: 'email',
      key: 'emailInvalid',
    });
  });

  it('a temporary user needs a window whose end is after its start', () => {
    const temporary = { ...form, userKind: UserKind.temporary };
    expect(firstMessage(AddUserBodySchema.safeParse(toAddBody(temporary)))).toEqual({
      field: 'validFrom',
      key: 'validityRequired',
    });
    const backwards = toUpdateBody(3, { ...temporary, validFrom: '2026-05-02T10:00', validTo: '2026-05-01T10:00' });
    expect(firstMessage(UpdateUserBodySchema.safeParse(backwards))).toEqual({ field: 'validTo', key: 'validityOrder' });
    const good = toUpdateBody(3, { ...temporary, validFrom: '2026-05-01T10:00', validTo: '2026-05-02T10:00' });
    expect(UpdateUserBodySchema.safeParse(good).success).toBe(true);
  });

  it('generated initial passwords are strong', () => {
    for (let i = 0; i < 20; i += 1) expect(passwordStrength(generateInitialPassword())).toBe('high');
  });
});

describe('effective user status (spec §4)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const base = {
    status: 0,
    user_kind: UserKind.temporary,
    valid_from: '2026-05-01T00:00:00.000Z',
    valid_to: '2026-07-01T00:00:00.000Z',
  };
  it('derives not-yet-effective and expired from the window, and lock wins', () => {
    expect(effectiveUserStatus(base, now)).toBe(UserStatus.normal);
    expect(effectiveUserStatus({ ...base, valid_from: '2026-06-02T00:00:00.000Z' }, now)).toBe(
      UserStatus.notYetEffective,
    );
    expect(effectiveUserStatus({ ...base, valid_to: '2026-06-01T00:00:00.000Z' }, now)).toBe(UserStatus.expired);
    expect(effectiveUserStatus({ ...base, status: 1, valid_to: '2026-05-02T00:00:00.000Z' }, now)).toBe(
      UserStatus.locked,
    );
    expect(
      effectiveUserStatus({ ...base, user_kind: UserKind.formal, valid_to: '2020-01-01T00:00:00.000Z' }, now),
    ).toBe(UserStatus.normal);
  });
});

describe('generated reset passwords', () => {
  it('fit the length policy and reach high strength', () => {
    const settings = { passwordMinLength: 6, passwordMaxLength: 32 } as Settings;
    expect(generatePassword(settings)).toHaveLength(12);
    expect(generatePassword({ ...settings, passwordMinLength: 20 })).toHaveLength(20);
    expect(generatePassword({ ...settings, passwordMaxLength: 10 })).toHaveLength(10);
    for (let i = 0; i < 20; i += 1) expect(passwordStrength(generatePassword(settings))).toBe('high');
  });
});
