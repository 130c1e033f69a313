import iconv from 'iconv-lite';
import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { FileDownload } from '../../src/shared/api/assetImport';
import { DeptRole } from '../../src/shared/enums';
import { addAsset, addDept, addTag, linuxAsset, listAssets, platformIdByName } from './assetApi';
import { csvOf, importFile, rowsOfDownload, xlsxOf } from './assetImportApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

const HEADER = ['资产名称', '资产类型', '资产地址', '通讯协议', '编码', '所属部门', '标签', '描述'];
const WRITE = [Permission.assetQuery, Permission.assetAdd, Permission.assetEdit, Permission.assetRemove];

async function names(server: TestServer, token: string, keyword: string) {
  const { rows } = await listAssets(server, token, { keyword, sortBy: 'assetName', sortOrder: 'asc' });
  return rows.map((row) => row.assetName);
}

describeEachDatabase('asset import and export', (server) => {
  it('imports nothing from a file with bad rows and reports every bad row by row and field', async () => {
    const admin = await signInAdmin(server());
    await addTag(server(), admin, 'imp-prod');
    const top = await addDept(server(), admin, 'imp-华东总部', null);
    await addDept(server(), admin, '运维一部', top);
    const file = csvOf([
      HEADER,
      ['imp-good-1', 'Linux', '10.1.0.1', 'SSH:22', 'UTF-8', 'imp-华东总部/运维一部', 'imp-prod', 'ok'],
      ['imp bad name', 'Linux', '10.1.0.2', 'SSH:22', '', '', '', ''],
      ['imp-bad-2', 'NoSuchType', '300.1.1.1', 'SSH:22', '', '', '', ''],
      ['imp-bad-3', 'Linux', '10.1.0.3', 'SSH:99999', 'LATIN1', '无此部门', 'no-tag', ''],
      ['imp-good-2', 'Windows', 'win-01.example.com', 'RDP:3389', '', '', '', ''],
      ['imp-bad-4', 'Linux', '10.1.0.4', 'RDP:3389', '', '', '', ''],
      ['', '', '10.1.0.5', 'SSH:22', '', '', '', ''],
    ]);
    const dry = await importFile(server(), admin, 'mixed.csv', file, { dryRun: true });
    expect(dry.code).toBe(200);
    const errors = dry.report?.errors ?? [];
    const byRow = (row: number) =>
      errors.filter((error) => error.row === row).map((error) => [error.field, error.message]);
    expect(byRow(2)).toEqual([]);
    expect(byRow(3)).toEqual([['assetName', '只支持字母、数字、特殊字符包含 _ -']]);
    expect(byRow(4)).toEqual([
      ['platform', '资产类型“NoSuchType”不存在'],
      ['address', '请输入正确的地址'],
    ]);
    expect(byRow(5)).toEqual(
      expect.arrayContaining([
        ['department', '部门“无此部门”不存在'],
        ['tags', '标签“no-tag”不存在'],
        ['protocols', '请输入正确的端口'],
        ['encoding', '请选择正确的编码'],
      ]),
    );
    expect(byRow(5)).toHaveLength(4);
    expect(byRow(6)).toEqual([]);
    expect(byRow(7)).toEqual([['protocols', '资产类型 Linux 不支持通讯协议 RDP']]);
    expect(byRow(8)).toEqual([
      ['platform', '资产类型不能为空'],
      ['assetName', '资产名称不能为空'],
    ]);
    expect(dry.report).toMatchObject({ dryRun: true, total: 7, imported: 0 });

    const real = await importFile(server(), admin, 'mixed.csv', file);
    expect(real.code).toBe(10020303);
    expect(real.msg).toBe('导入失败：5 行有错误，未导入任何资产');
    expect(real.report?.errors).toEqual(errors);
    expect(await names(server(), admin, 'imp-')).toEqual([]);
  });

  it('imports an all-good CSV in one go, with department, tags, protocols and default ports', async () => {
    const admin = await signInAdmin(server());
    await addTag(server(), admin, 'imp-a');
    await addTag(server(), admin, 'imp-b');
    const top = await addDept(server(), admin, 'impok-top', null);
    const ops = await addDept(server(), admin, 'impok-ops', top);
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csvOf([
        ['assetName', 'platform', 'address', 'protocols', 'encoding', 'department', 'tags', 'description'],
        ['impok-1', 'Linux', '10.2.0.1', 'SSH:2222', 'GB2312', 'impok-top / impok-ops', 'imp-a;imp-b', '第一台, "主"'],
        ['impok-2', 'windows', '10.2.0.2', 'RDP', '', '', '', ''],
        ['', '', '', '', '', '', '', ''],
        ['impok-3', 'Web', 'https://portal.example.com:8443/x', 'HTTP(S):443', '', 'impok-top', '', ''],
      ]),
    ]);
    const result = await importFile(server(), admin, 'Good.CSV', file);
    expect(result).toMatchObject({
      code: 200,
      msg: '上传成功',
      report: { dryRun: false, total: 3, imported: 3, errors: [] },
    });
    const { rows } = await listAssets(server(), admin, { keyword: 'impok-', sortBy: 'assetName', sortOrder: 'asc' });
    expect(
      rows.map((row) => [
        row.assetName,
        row.platformName,
        row.deptId,
        row.encoding,
        row.protocols,
        row.tags.map((t) => t.tagName),
        row.description,
      ]),
    ).toEqual([
      ['impok-1', 'Linux', ops, 'GB2312', [{ protocol: 'SSH', port: 2222 }], ['imp-a', 'imp-b'], '第一台, "主"'],
      ['impok-2', 'Windows', null, 'UTF-8', [{ protocol: 'RDP', port: 3389 }], [], ''],
      ['impok-3', 'Web', top, 'UTF-8', [{ protocol: 'HTTP(S)', port: 443 }], [], ''],
    ]);
    expect(rows[2]?.assetType).toBe(2);
  });

  it('imports an XLSX file and a GBK-encoded CSV written by Excel', async () => {
    const admin = await signInAdmin(server());
    await addDept(server(), admin, 'xls-运维部', null);
    const xlsx = await xlsxOf([
      HEADER,
      ['xls-1', 'Linux', '10.3.0.1', 'SSH:22', '', 'xls-运维部', '', '中文描述'],
      ['xls-2', 'MySQL', 'db.example.com', 'MySQL:3306', '', '', '', ''],
    ]);
    const fromXlsx = await importFile(server(), admin, 'assets.xlsx', xlsx);
    expect(fromXlsx).toMatchObject({ code: 200, report: { imported: 2 } });
    expect(await names(server(), admin, 'xls-')).toEqual(['xls-1', 'xls-2']);

    const gbkText = [HEADER.join(','), 'gbk-1,Linux,10.3.0.9,SSH:22,,xls-运维部,,国标编码的描述'].join('\r\n');
    const gbk = iconv.encode(gbkText, 'gbk');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(gbk)).toThrow();
    const fromGbk = await importFile(server(), admin, 'excel.csv', gbk);
    expect(fromGbk).toMatchObject({ code: 200, report: { imported: 1 } });
    const { rows } = await listAssets(server(), admin, { keyword: 'gbk-1' });
    expect(rows[0]).toMatchObject({ assetName: 'gbk-1', deptName: 'xls-运维部', description: '国标编码的描述' });
  });

  it('imports 10,000 rows, the most one file may hold', async () => {
    const admin = await signInAdmin(server());
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      `bulk-${i}`,
      'Linux',
      `10.${i >> 8}.${i & 255}.1`,
      'SSH:22;TELNET:23',
    ]);
    const result = await importFile(server(), admin, 'bulk.csv', csvOf([HEADER.slice(0, 4), ...rows]));
    expect(result).toMatchObject({ code: 200, report: { total: 10_000, imported: 10_000 } });
    const { total, rows: page } = await listAssets(server(), admin, { keyword: 'bulk-9999' });
    expect(total).toBe(1);
    expect(page[0]?.protocols).toEqual([
      { protocol: 'SSH', port: 22 },
      { protocol: 'TELNET', port: 23 },
    ]);
  });

  it('refuses names repeated inside the file or already taken', async () => {
    const admin = await signInAdmin(server());
    const linux = (await platformIdByName(server(), admin, 'Linux')).platformId;
    await addAsset(server(), admin, linuxAsset(linux, { assetName: 'dup-existing' }));
    const file = csvOf([
      HEADER,
      ['dup-a', 'Linux', '10.4.0.1', 'SSH:22', '', '', '', ''],
      ['dup-b', 'Linux', '10.4.0.2', 'SSH:22', '', '', '', ''],
      ['dup-a', 'Linux', '10.4.0.3', 'SSH:22', '', '', '', ''],
      ['dup-existing', 'Linux', '10.4.0.4', 'SSH:22', '', '', '', ''],
    ]);
    const result = await importFile(server(), admin, 'dup.csv', file);
    expect(result.code).toBe(10020303);
    expect(result.report?.errors).toEqual([
      { row: 4, field: 'assetName', message: '资产名称与第 2 行重复' },
      { row: 5, field: 'assetName', message: '资产名称已存在' },
    ]);
    expect(await names(server(), admin, 'dup-')).toEqual(['dup-existing']);
  });

  it('lets a supervisor import only into departments they manage', async () => {
    const admin = await signInAdmin(server());
    const mine = await addDept(server(), admin, 'scopeimp-mine', null);
    await addDept(server(), admin, 'scopeimp-other', null);
    const user = await createUser(server(), { userName: 'assetimport_sup', permissions: WRITE });
    const joined = await call(server().app, 'POST', '/system/dept/members', {
      token: admin,
      body: { deptId: mine, userIds: [user.id], deptRole: DeptRole.supervisor },
    });
    expect(joined.body.code).toBe(200);
    const supervisor = await signIn(server(), 'assetimport_sup', 'Passw0rd!x');
    const file = csvOf([
      HEADER,
      ['scopeimp-1', 'Linux', '10.5.0.1', 'SSH:22', '', 'scopeimp-mine', '', ''],
      ['scopeimp-2', 'Linux', '10.5.0.2', 'SSH:22', '', 'scopeimp-other', '', ''],
      ['scopeimp-3', 'Linux', '10.5.0.3', 'SSH:22', '', '', '', ''],
    ]);
    const refused = await importFile(server(), supervisor, 'scope.csv', file);
    expect(refused.code).toBe(10020303);
    expect(refused.report?.errors).toEqual([
      { row: 3, field: 'department', message: '只能将资产放在您管理的部门中' },
      { row: 4, field: 'department', message: '只能将资产放在您管理的部门中' },
    ]);
    expect(await names(server(), admin, 'scopeimp-')).toEqual([]);
    const allowed = await importFile(
      server(),
      supervisor,
      'scope.csv',
      csvOf([HEADER, file.toString().split('\n')[1]?.split(',') ?? []]),
    );
    expect(allowed).toMatchObject({ code: 200, report: { imported: 1 } });

    const viewer = await createUser(server(), { userName: 'assetimport_view', permissions: [Permission.assetQuery] });
    expect(viewer.id).toBeGreaterThan(0);
    const viewerToken = await signIn(server(), 'assetimport_view', 'Passw0rd!x');
    expect((await importFile(server(), viewerToken, 'scope.csv', file)).code).toBe(403);
  });

  it('refuses a wrong extension, an oversize, an empty or unreadable file, missing columns and too many rows', async () => {
    const admin = await signInAdmin(server());
    const good = csvOf([HEADER, ['file-1', 'Linux', '10.6.0.1', 'SSH:22', '', '', '', '']]);
    expect(await importFile(server(), admin, 'assets.xls', good)).toMatchObject({
      code: 10020300,
      msg: '请导入以.csv/.xlsx后缀的文件',
    });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
    expect(await importFile(server(), admin, 'big.csv', big)).toMatchObject({
      code: 10020301,
      msg: '上传文件大小不能超过 5 MB!',
    });
    expect(await importFile(server(), admin, 'empty.csv', Buffer.alloc(0))).toMatchObject({
      code: 10020300,
      msg: '文件内容为空',
    });
    expect(await importFile(server(), admin, 'blank.csv', Buffer.from('\r\n\r\n'))).toMatchObject({
      code: 10020300,
      msg: '文件内容为空',
    });
    expect(await importFile(server(), admin, 'head.csv', csvOf([HEADER]))).toMatchObject({
      code: 10020300,
      msg: '文件中没有资产数据',
    });
    expect(await importFile(server(), admin, 'junk.xlsx', Buffer.from('not a zip'))).toMatchObject({
      code: 10020300,
      msg: '无法读取文件内容，请使用导入模板',
    });
    expect(
      await importFile(
        server(),
        admin,
        'cols.csv',
        csvOf([
          ['资产名称', '资产地址'],
          ['x', '10.0.0.1'],
        ]),
      ),
    ).toMatchObject({
      code: 10020300,
      msg: '缺少必需的列：资产类型 (platform), 通讯协议 (protocols)',
    });
    const many = csvOf([
      HEADER,
      ...Array.from({ length: 10_001 }, (_, i) => [`many-${i}`, 'Linux', '10.7.0.1', 'SSH:22']),
    ]);
    expect(await importFile(server(), admin, 'many.csv', many)).toMatchObject({
      code: 10020302,
      msg: '一次最多导入 10000 行资产，文件中有 10001 行',
    });
    expect(await importFile(server(), admin, 'assets.txt', good, { lang: 'en' })).toMatchObject({
      msg: 'Import a file ending in .csv/.xlsx',
    });
    expect(await names(server(), admin, 'file-')).toEqual([]);
    expect(await names(server(), admin, 'many-')).toEqual([]);
  });

  it('gives templates that import back, and exports exactly the filtered assets the caller sees', async () => {
    const admin = await signInAdmin(server());
    for (const format of ['csv', 'xlsx'] as const) {
      const template = await call(server().app, 'GET', '/privilege/assets/import/template', {
        token: admin,
        query: { format },
      });
      const download = template.body.data as FileDownload;
      expect(download.fileName).toBe(`asset-import-template.${format}`);
      const rows = await rowsOfDownload(download);
      expect(rows[0]).toEqual(HEADER);
      expect(rows[1]?.slice(0, 4)).toEqual(['web-01', 'Linux', '10.0.0.21', 'SSH:22']);
      const dry = await importFile(server(), admin, download.fileName, Buffer.from(download.contentBase64, 'base64'), {
        dryRun: true,
      });
      expect(dry).toMatchObject({ code: 200, report: { total: 1, errors: [] } });
    }

    const english = await call(server().app, 'GET', '/privilege/assets/import/template', {
      token: admin,
      lang: 'en',
      query: { format: 'csv' },
    });
    const englishFile = english.body.data as FileDownload;
    const englishRows = await rowsOfDownload(englishFile);
    expect(englishRows[0]).toEqual([
      'Asset name',
      'Asset type',
      'Address',
      'Protocols',
      'Encoding',
      'Department',
      'Tags',
      'Description',
    ]);
    const englishDry = await importFile(server(), admin, 'en.csv', Buffer.from(englishFile.contentBase64, 'base64'), {
      dryRun: true,
      lang: 'en',
    });
    expect(englishDry).toMatchObject({ code: 200, report: { total: 1, errors: [] } });

    await addTag(server(), admin, 'exp-tag');
    const east = await addDept(server(), admin, 'exp-east', null);
    const west = await addDept(server(), admin, 'exp-west', null);
    const file = csvOf([
      HEADER,
      ['exp-1', 'Linux', '10.8.0.1', 'SSH:22', '', 'exp-east', 'exp-tag', '=cmd'],
      ['exp-2', 'Windows', '10.8.0.2', 'RDP:3389', '', 'exp-east', '', ''],
      ['exp-3', 'Linux', '10.8.0.3', 'SSH:22', '', 'exp-west', 'exp-tag', ''],
      ['exp-4', 'Linux', '10.8.0.4', 'SSH:22;TELNET:23', '', 'exp-east', 'exp-tag', ''],
    ]);
    expect((await importFile(server(), admin, 'exp.csv', file)).code).toBe(200);
    const user = await createUser(server(), { userName: 'assetimport_exp', permissions: [Permission.assetQuery] });
    await call(server().app, 'POST', '/system/dept/members', {
      token: admin,
      body: { deptId: east, userIds: [user.id], deptRole: DeptRole.visitor },
    });
    const visitor = await signIn(server(), 'assetimport_exp', 'Passw0rd!x');
    expect(west).toBeGreaterThan(0);

    const exported = async (token: string, query: Record<string, string>) => {
      const result = await call(server().app, 'GET', '/privilege/assets/export', { token, query });
      expect(result.body.code).toBe(200);
      return rowsOfDownload(result.body.data as FileDownload);
    };
    const csv = await exported(visitor, {
      format: 'csv',
      keyword: 'exp-',
      tagId: String(await tagIdOf(admin, 'exp-tag')),
      sortBy: 'assetName',
      sortOrder: 'asc',
    });
    expect(csv).toEqual([
      HEADER,
      ['exp-1', 'Linux', '10.8.0.1', 'SSH:22', 'UTF-8', 'exp-east', 'exp-tag', "'=cmd"],
      ['exp-4', 'Linux', '10.8.0.4', 'SSH:22;TELNET:23', 'UTF-8', 'exp-east', 'exp-tag', ''],
    ]);
    const xlsx = await exported(admin, {
      format: 'xlsx',
      keyword: 'exp-',
      protocol: 'SSH',
      sortBy: 'assetName',
      sortOrder: 'desc',
    });
    expect(xlsx.map((row) => row[0])).toEqual(['资产名称', 'exp-4', 'exp-3', 'exp-1']);
    expect(xlsx[3]?.[7]).toBe('=cmd');
  });

  async function tagIdOf(token: string, name: string): Promise<number> {
    const result = await call(server().app, 'GET', '/system/tag/options', { token });
    const found = (result.body.data as { tagId: number; tagName: string }[]).find((tag) => tag.tagName === name);
    return found?.tagId ?? -1;
  }
});
