import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import {
  type DictData,
  type DictDataBody,
  DictDataBodySchema,
  type Dictionary,
  type DictTypeBody,
  DictTypeBodySchema,
} from '../../src/shared/api/dictionaries';
import type { DictEntry } from '../../src/shared/api/system';
import { ResponseCode } from '../../src/shared/codes';
import { enumTables } from '../../src/shared/enums';
import { TaskExecution } from '../../src/shared/rules/taskRules';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

/** Dictionary types and entries (issue 16 item 4, docs/dictionaries.md): CRUD, system entries, lookups. */
let count = 0;
/** A type key is letters and underscores only: the count written in letters. */
const letters = (n: number): string =>
  (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));
const typeBody = (over: Partial<DictTypeBody> = {}) => {
  count += 1;
  return DictTypeBodySchema.parse({
    dictName: `测试字典${count}`,
    dictNameEn: `Test dictionary ${count}`,
    dictType: `test_${letters(count)}`,
    ...over,
  });
};
const dataBody = (dictType: string, over: Partial<DictDataBody> = {}) =>
  DictDataBodySchema.parse({ dictType, dictLabel: '紧急', dictLabelEn: 'Urgent', dictValue: 'urgent', ...over });

async function addType(server: TestServer, token: string, over: Partial<DictTypeBody> = {}): Promise<Dictionary> {
  const added = await call(server.app, 'POST', '/system/dict/type', { token, body: typeBody(over) });
  expect(added.body.code, added.body.msg).toBe(200);
  return added.body.data as Dictionary;
}

async function systemEntry(server: TestServer, token: string, dictType: string, value: string): Promise<DictData> {
  const list = await call(server.app, 'GET', '/system/dict/data/list', { token, query: { dictType } });
  const entry = (list.body.rows as DictData[]).find((row) => row.dictValue === value);
  if (!entry) throw new Error(`no ${dictType} ${value}`);
  return entry;
}

describeEachDatabase('dictionaries', (server) => {
  it('serves every seeded §3–§4 dictionary by type, as system dictionaries, in both languages', async () => {
    const token = await signInAdmin(server());
    for (const table of enumTables) {
      const zh = await call(server().app, 'GET', `/system/dict/data/type/${table.dictType}`, { token });
      expect(
        (zh.body.data as DictEntry[]).map((entry) => entry.dictValue),
        table.dictType,
      ).toEqual(table.items.map((item) => item.value));
    }
    const en = await call(server().app, 'GET', '/system/dict/data/type/task_execution', { token, lang: 'en' });
    expect((en.body.data as DictEntry[]).map((entry) => [entry.dictValue, entry.dictLabel, entry.listClass])).toEqual([
      [String(TaskExecution.running), 'Running', 'primary'],
      [String(TaskExecution.success), 'Success', 'success'],
      [String(TaskExecution.failed), 'Failed', 'danger'],
      [String(TaskExecution.notExecuted), 'Not executed', 'info'],
    ]);
    const types = await call(server().app, 'GET', '/system/dict/type/list', {
      token,
      query: { dictType: 'task_execution' },
    });
    expect(types.body.rows).toEqual([
      expect.objectContaining({ dictType: 'task_execution', dictName: '任务执行状态', isSystem: true, entryCount: 4 }),
    ]);
  });

  it('adds, reads, changes and deletes a type and its entries; lookups follow', async () => {
    const token = await signInAdmin(server());
    const type = await addType(server(), token, { remark: 'for tests' });
    expect(type).toMatchObject({ isSystem: false, status: 0, entryCount: 0, remark: 'for tests' });
    const read = await call(server().app, 'GET', `/system/dict/type/${type.dictId}`, { token });
    expect(read.body.data).toEqual(type);

    const added = await call(server().app, 'POST', '/system/dict/data', {
      token,
      body: dataBody(type.dictType, { listClass: 'danger', cssClass: ' outline  rounded ', isDefault: true }),
    });
    expect(added.body).toMatchObject({
      code: 200,
      data: { dictValue: 'urgent', listClass: 'danger', cssClass: 'outline rounded', isDefault: true, isSystem: false },
    });
    const entry = added.body.data as DictData;
    const second = await call(server().app, 'POST', '/system/dict/data', {
      token,
      body: dataBody(type.dictType, { dictLabel: '普通', dictLabelEn: 'Normal', dictValue: 'normal', isDefault: true }),
    });
    expect(second.body.code).toBe(200);
    // One default per type: the later one wins.
    expect((await call(server().app, 'GET', `/system/dict/data/${entry.dictCode}`, { token })).body.data).toMatchObject(
      {
        isDefault: false,
      },
    );

    const changed = await call(server().app, 'PUT', '/system/dict/data', {
      token,
      body: { ...dataBody(type.dictType, { dictLabel: '非常紧急', dictSort: 5 }), dictCode: entry.dictCode },
    });
    expect(changed.body).toMatchObject({ code: 200, data: { dictLabel: '非常紧急', dictSort: 5 } });
    const en = await call(server().app, 'GET', `/system/dict/data/type/${type.dictType}`, { token, lang: 'en' });
    expect((en.body.data as DictEntry[]).map((row) => row.dictLabel)).toEqual(['Normal', 'Urgent']);

    // A disabled entry, or a disabled type, leaves the lookups.
    await call(server().app, 'PUT', '/system/dict/data', {
      token,
      body: { ...dataBody(type.dictType, { dictSort: 5, status: 1 }), dictCode: entry.dictCode },
    });
    const enabled = await call(server().app, 'GET', `/system/dict/data/type/${type.dictType}`, { token });
    expect((enabled.body.data as DictEntry[]).map((row) => row.dictValue)).toEqual(['normal']);
    await call(server().app, 'PUT', '/system/dict/type', {
      token,
      body: { ...typeBody({ dictType: type.dictType }), dictId: type.dictId, status: 1 },
    });
    const all = await call(server().app, 'GET', '/system/dict/data/type', { token });
    expect((all.body.data as DictEntry[]).some((row) => row.dictType === type.dictType)).toBe(false);

    const removed = await call(server().app, 'DELETE', `/system/dict/data/${entry.dictCode}`, { token });
    expect(removed.body).toMatchObject({ code: 200, data: { removed: 1 } });
    const gone = await call(server().app, 'DELETE', `/system/dict/type/${type.dictId}`, { token });
    expect(gone.body).toMatchObject({ code: 200, data: { removed: 1 } });
    expect((await call(server().app, 'GET', `/system/dict/type/${type.dictId}`, { token })).body.code).toBe(404);
    const orphans = await server()
      .db.selectFrom('dict_data')
      .select('id')
      .where('dict_type', '=', type.dictType)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('refuses a duplicate type key, a duplicate value in a type, a renamed key and bad classes, naming the field', async () => {
    const token = await signInAdmin(server());
    const type = await addType(server(), token);
    const duplicate = await call(server().app, 'POST', '/system/dict/type', {
      token,
      body: typeBody({ dictType: type.dictType }),
    });
    expect(duplicate.body).toMatchObject({ code: 400, data: { field: 'dictType' } });
    expect(duplicate.body.msg).toContain(type.dictType);
    const renamed = await call(server().app, 'PUT', '/system/dict/type', {
      token,
      body: { ...typeBody(), dictId: type.dictId },
    });
    expect(renamed.body).toMatchObject({ code: 400, data: { field: 'dictType' } });
    const badKey = await call(server().app, 'POST', '/system/dict/type', {
      token,
      body: { ...typeBody(), dictType: 'Bad-Key' },
    });
    expect(badKey.body).toMatchObject({ code: 400, data: { field: 'dictType' } });

    await call(server().app, 'POST', '/system/dict/data', { token, body: dataBody(type.dictType) });
    const twice = await call(server().app, 'POST', '/system/dict/data', { token, body: dataBody(type.dictType) });
    expect(twice.body).toMatchObject({ code: 400, data: { field: 'dictValue' } });
    const badClass = await call(server().app, 'POST', '/system/dict/data', {
      token,
      body: { ...dataBody(type.dictType, { dictValue: 'x' }), listClass: 'purple' },
    });
    expect(badClass.body).toMatchObject({ code: 400, data: { field: 'listClass' } });
    const badCss = await call(server().app, 'POST', '/system/dict/data', {
      token,
      body: { ...dataBody(type.dictType, { dictValue: 'y' }), cssClass: 'a;b{color:red}' },
    });
    expect(badCss.body).toMatchObject({ code: 400, data: { field: 'cssClass' } });
    const noType = await call(server().app, 'POST', '/system/dict/data', { token, body: dataBody('no_such_type') });
    expect(noType.body).toMatchObject({ code: 400, data: { field: 'dictType' } });
  });

  it('a system entry keeps its value, status and place but takes new labels and classes; its type is not deleted', async () => {
    const token = await signInAdmin(server());
    const entry = await systemEntry(server(), token, 'task_execution', String(TaskExecution.failed));
    const { dictCode, isSystem: _isSystem, ...fields } = entry;
    const relabelled = await call(server().app, 'PUT', '/system/dict/data', {
      token,
      body: { ...fields, dictCode, dictLabel: '执行失败', listClass: 'warning', cssClass: 'outline' },
    });
    expect(relabelled.body).toMatchObject({ code: 200, data: { dictLabel: '执行失败', listClass: 'warning' } });
    const lookup = await call(server().app, 'GET', '/system/dict/data/type/task_execution', { token });
    expect((lookup.body.data as DictEntry[]).find((row) => row.dictCode === dictCode)).toMatchObject({
      dictLabel: '执行失败',
      listClass: 'warning',
      cssClass: 'outline',
    });

    const revalued = await call(server().app, 'PUT', '/system/dict/data', {
      token,
      body: { ...fields, dictCode, dictValue: '99' },
    });
    expect(revalued.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'dictValue' } });
    const disabled = await call(server().app, 'PUT', '/system/dict/data', {
      token,
      body: { ...fields, dictCode, status: 1 },
    });
    expect(disabled.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'status' } });

    const removed = await call(server().app, 'DELETE', `/system/dict/data/${dictCode}`, { token });
    expect(removed.body.code).toBe(ResponseCode.conflict);
    expect(removed.body.msg).toBe('“执行失败”是系统字典数据，程序依赖键值 2，不能删除；可修改其标签和样式');
    const removedEn = await call(server().app, 'DELETE', `/system/dict/data/${dictCode}`, { token, lang: 'en' });
    expect(removedEn.body.msg).toContain('Gatehouse depends on its value 2');
    expect((await call(server().app, 'GET', `/system/dict/data/${dictCode}`, { token })).body.code).toBe(200);

    const type = (
      await call(server().app, 'GET', '/system/dict/type/list', { token, query: { dictType: 'task_execution' } })
    ).body.rows as Dictionary[];
    const typeId = type[0]?.dictId ?? 0;
    const deleteType = await call(server().app, 'DELETE', `/system/dict/type/${typeId}`, { token });
    expect(deleteType.body).toMatchObject({ code: ResponseCode.conflict });
    expect(deleteType.body.msg).toContain('任务执行状态');
    const disableType = await call(server().app, 'PUT', '/system/dict/type', {
      token,
      body: { dictId: typeId, dictName: '任务执行', dictNameEn: 'Task run', dictType: 'task_execution', status: 1 },
    });
    expect(disableType.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'status' } });
    // All or nothing: a custom type deleted together with a system one stays.
    const custom = await addType(server(), token);
    const both = await call(server().app, 'DELETE', `/system/dict/type/${custom.dictId},${typeId}`, { token });
    expect(both.body.code).toBe(ResponseCode.conflict);
    expect((await call(server().app, 'GET', `/system/dict/type/${custom.dictId}`, { token })).body.code).toBe(200);
  });

  it('reading needs system:dict:list and changing system:dict:edit; the lookups need a session only', async () => {
    const admin = await signInAdmin(server());
    const type = await addType(server(), admin);
    await createUser(server(), { userName: 'dict_reader', permissions: [Permission.dictList] });
    await createUser(server(), { userName: 'dict_nobody', permissions: [] });
    const reader = await signIn(server(), 'dict_reader', 'Passw0rd!x');
    const nobody = await signIn(server(), 'dict_nobody', 'Passw0rd!x');

    expect((await call(server().app, 'GET', '/system/dict/type/list', { token: reader })).body.code).toBe(200);
    const list = await call(server().app, 'GET', '/system/dict/data/list', {
      token: reader,
      query: { dictType: 'task_execution' },
    });
    expect(list.body.total).toBe(4);
    for (const [method, path, body] of [
      ['POST', '/system/dict/type', typeBody()],
      ['PUT', '/system/dict/type', { ...typeBody({ dictType: type.dictType }), dictId: type.dictId }],
      ['DELETE', `/system/dict/type/${type.dictId}`, undefined],
      ['POST', '/system/dict/data', dataBody(type.dictType)],
      ['DELETE', `/system/dict/data/${type.dictId}`, undefined],
    ] as const) {
      const refused = await call(server().app, method, path, { token: reader, body });
      expect(refused.body.code, `${method} ${path}`).toBe(ResponseCode.forbidden);
    }
    expect((await call(server().app, 'GET', '/system/dict/type/list', { token: nobody })).body.code).toBe(
      ResponseCode.forbidden,
    );
    expect((await call(server().app, 'GET', '/system/dict/data/type/task_type', { token: nobody })).body.code).toBe(
      200,
    );
    expect((await call(server().app, 'GET', `/system/dict/type/${type.dictId}`, { token: admin })).body.code).toBe(200);
  });

  it('the seeded system administrator role holds system:dict:edit', async () => {
    const rows = await server()
      .db.selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select('roles.role_key')
      .where('role_permissions.permission', '=', Permission.dictEdit)
      .execute();
    expect(rows.map((row) => row.role_key)).toContain('system_administrator');
  });
});
