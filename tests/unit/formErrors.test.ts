import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/app/data/errors';
import { checkWith, schemaErrors, serverErrors } from '../../src/app/data/formErrors';
import { setLanguage, tMsg } from '../../src/app/i18n';
import { addMessageCatalogue } from '../../src/app/i18n/messageCatalogue';
import { DeptBodySchema } from '../../src/shared/api/departments';
import { RoleBodySchema } from '../../src/shared/api/roles';
import { msgRef } from '../../src/shared/rules/validation';

addMessageCatalogue();
await setLanguage('en');

describe('form checks with the shared schemas', () => {
  it('keeps the first message of each field, rendered in the current language', () => {
    const result = checkWith(RoleBodySchema, { roleKey: 'bad key', roleNameZh: '', roleNameEn: 'x', permissions: [] });
    expect(result).toEqual({
      ok: false,
      errors: {
        roleKey: 'Only letters, digits, _ and - are allowed',
        roleNameZh: tMsg(msgRef('fieldRequired', { field: 'roleNameZh' })),
      },
    });
    if (!result.ok) expect(result.errors.roleNameZh).toMatch(/ is required$/);
  });

  it('answers the parsed value when valid', () => {
    expect(checkWith(DeptBodySchema, { deptName: ' Ops ', parentId: 3 })).toEqual({
      ok: true,
      value: { deptName: 'Ops', parentId: 3, orderNum: 0 },
    });
  });

  it('places the messages under the whole path when asked', () => {
    const schema = z.object({ ports: z.array(z.number({ error: msgRef('nameChars') })) });
    expect(checkWith(schema, { ports: [22, 'x'] }, 'path')).toEqual({
      ok: false,
      errors: { 'ports.1': 'Only letters, digits, _ and - are allowed' },
    });
  });

  it('schemaErrors answers the same messages alone, and none for valid values', () => {
    const values = { roleKey: 'bad key', roleNameZh: '', roleNameEn: 'x', permissions: [] };
    const checked = checkWith(RoleBodySchema, values);
    expect(schemaErrors(RoleBodySchema, values)).toEqual(checked.ok ? {} : checked.errors);
    expect(schemaErrors(DeptBodySchema, { deptName: 'Ops' })).toEqual({});
  });
});

describe('a refused call on a form', () => {
  const refusal = new ApiError({ kind: 'business', code: 400, msg: 'host: 主机地址格式不正确', field: 'host' });

  it('goes under the field the server names when the form shows it, without the name in front', () => {
    expect(serverErrors(refusal, ['host', 'port'])).toEqual({ host: '主机地址格式不正确' });
  });

  it('goes to the banner, naming the field, when the form does not show that field', () => {
    expect(serverErrors(refusal, ['port'])).toEqual({ '': 'host: 主机地址格式不正确' });
    expect(serverErrors(refusal)).toEqual({ '': 'host: 主机地址格式不正确' });
  });
});
