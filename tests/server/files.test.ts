import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import type { UploadResult } from '../../src/shared/api/files';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { PNG, upload } from './uploadApi';

/**
 * Uploads and downloads of forms and settings (docs/files.md), as an attacker would try them: a file whose content
 * is not what its name says, names that climb out of the upload folder in every file parameter, someone else's
 * file, and a file too large. What passes is stored, read back byte for byte, and logged.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56, 0)]);

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('资产').addRow(['名称', '地址']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function userToken(server: TestServer, userName: string) {
  const { password } = await createUser(server, { userName, permissions: [] });
  return signIn(server, userName, password);
}

describeEachDatabase('files: upload and download', (server) => {
  it('stores files whose content matches their name and gives them back byte for byte', async () => {
    await signInAdmin(server());
    const token = await userToken(server(), 'files_owner');
    const sheet = await xlsx();
    for (const [name, content] of [
      ['报表.pdf', PDF],
      ['logo.PNG', PNG],
      ['清单.xlsx', sheet],
      ['说明.txt', Buffer.from('第一行\n第二行\n')],
    ] as const) {
      const result = await upload(server(), token, name, content);
      expect(result, name).toMatchObject({
        code: 200,
        msg: '上传成功',
        data: { originalName: name, size: content.length },
      });
      expect(result.data?.fileName).toMatch(/^upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.[a-z]+$/);
      const back = await server().app.inject({
        method: 'GET',
        url: result.data?.url ?? '',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(back.rawPayload.equals(content), name).toBe(true);
    }
    const image = await upload(server(), token, 'logo.png', PNG, { kind: 'image' });
    const served = await server().app.inject({
      method: 'GET',
      url: image.data?.url ?? '',
      headers: { authorization: `Bearer ${await userToken(server(), 'files_viewer')}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses spoofed extensions, unknown types, empty and oversized files, naming the problem', async () => {
    await signInAdmin(server());
    const token = await userToken(server(), 'files_spoofer');
    const refusals: [string, Buffer, string, { kind?: string; field?: string }?][] = [
      ['invoice.png', PDF, '文件内容与扩展名 .png 不符，已拒绝'],
      ['notes.txt', ELF, '文件内容与扩展名 .txt 不符，已拒绝'],
      ['report.pdf', Buffer.from('just text, not a PDF'), '文件内容与扩展名 .pdf 不符，已拒绝'],
      ['sheet.docx', await xlsx(), '文件内容与扩展名 .docx 不符，已拒绝'],
      ['tool.exe', ELF, '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!'],
      ['scan.pdf', PDF, '文件格式不正确, 请上传png/jpg/jpeg格式文件!', { kind: 'image' }],
      ['empty.txt', Buffer.alloc(0), '文件内容为空'],
      ['big.txt', Buffer.alloc(5 * 1024 * 1024 + 1, 0x61), '上传文件大小不能超过 5 MB!'],
      ['a.txt', Buffer.from('x'), '请选择要上传的文件（表单字段 file）', { field: 'attachment' }],
    ];
    for (const [name, content, msg, options] of refusals) {
      const result = await upload(server(), token, name, content, options);
      expect(result, name).toMatchObject({ code: ResponseCode.uploadRefused, msg });
    }
    expect(
      await server()
        .db.selectFrom('uploaded_files')
        .selectAll()
        .where('uploaded_by_name', '=', 'files_spoofer')
        .execute(),
    ).toEqual([]);
    const anonymous = await upload(server(), '', 'a.txt', Buffer.from('x'));
    expect(anonymous.code).not.toBe(200);
  });

  it('refuses traversal in every file parameter and another user’s file; delete=true removes the owner’s', async () => {
    await signInAdmin(server());
    const owner = await userToken(server(), 'files_keeper');
    const other = await userToken(server(), 'files_other');
    const stored = (await upload(server(), owner, '合同.pdf', PDF)).data as UploadResult;
    const attacks = [
      '../../vault.key',
      'upload/../../vault.key',
      '/etc/passwd',
      `${stored.fileName}/../../../../etc/passwd`,
      stored.fileName.replace('upload/', 'upload/../upload/'),
      '..%2f..%2fvault.key',
      `${stored.fileName}\u0000.png`,
      'C:\\Windows\\win.ini',
    ];
    for (const attack of attacks) {
      const resource = await call(server().app, 'GET', '/common/download/resource', {
        token: owner,
        query: { resource: attack },
      });
      expect(resource.body, attack).toMatchObject({ code: expect.any(Number) });
      expect([ResponseCode.fileNotFound, ResponseCode.badRequest]).toContain(resource.body.code);
      const download = await call(server().app, 'GET', '/common/download', {
        token: owner,
        query: { fileName: attack },
      });
      expect([ResponseCode.fileNotFound, ResponseCode.badRequest]).toContain(download.body.code);
    }
    const foreign = await call(server().app, 'GET', '/common/download', {
      token: other,
      query: { fileName: stored.fileName },
    });
    expect(foreign.body).toMatchObject({ code: ResponseCode.fileNotFound, msg: '文件不存在' });

    const kept = await call(server().app, 'GET', '/common/download', {
      token: owner,
      query: { fileName: stored.fileName, delete: 'true' },
    });
    expect(kept.status).toBe(200);
    expect(kept.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('合同.pdf')}`);
    expect(existsSync(join(server().dataDir, 'uploads', stored.fileName.slice('upload/'.length)))).toBe(false);
    const again = await call(server().app, 'GET', '/common/download', {
      token: owner,
      query: { fileName: stored.fileName },
    });
    expect(again.body.code).toBe(ResponseCode.fileNotFound);

    const admin = await signInAdmin(server());
    const log = await call(server().app, 'GET', '/monitor/operlog/list', { token: admin, query: { pageSize: '100' } });
    expect(JSON.stringify(log.body.rows)).toContain('/common/upload');
  });

  it('zips several uploads into one download under their original names, and refuses bad names naming them', async () => {
    await signInAdmin(server());
    const token = await userToken(server(), 'files_zipper');
    const notes = (await upload(server(), token, '说明.txt', Buffer.from('第一份\n'))).data as UploadResult;
    const report = (await upload(server(), token, '报表.pdf', PDF)).data as UploadResult;
    const sameName = (await upload(server(), token, '说明.txt', Buffer.from('第二份\n'))).data as UploadResult;
    const fileNames = [notes.fileName, report.fileName, sameName.fileName].join(',');
    // Another signed-in user reads them as /common/download/resource would.
    const reader = await userToken(server(), 'files_zip_reader');
    const zipped = await server().app.inject({
      method: 'GET',
      url: `/prod-api/common/download/zip?fileNames=${encodeURIComponent(fileNames)}&name=${encodeURIComponent('附件')}`,
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    expect(zipped.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('附件.zip')}`);
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    expect(Object.keys(zip.files)).toEqual(['说明.txt', '报表.pdf', '说明 (2).txt']);
    expect(await zip.file('说明.txt')?.async('string')).toBe('第一份\n');
    expect(await zip.file('说明 (2).txt')?.async('string')).toBe('第二份\n');
    expect((await zip.file('报表.pdf')?.async('nodebuffer'))?.equals(PDF)).toBe(true);

    const traversal = await call(server().app, 'GET', '/common/download/zip', {
      token: reader,
      query: { fileNames: `${notes.fileName},../../master.key` },
    });
    expect(traversal.headers['content-type']).toContain('application/json');
    expect(traversal.body).toMatchObject({ code: ResponseCode.fileNotFound, msg: '文件“../../master.key”不存在' });
    const ghost = notes.fileName.replace(/[0-9a-f]{8}-/, '00000000-');
    const unknown = await call(server().app, 'GET', '/common/download/zip', {
      token: reader,
      lang: 'en',
      query: { fileNames: `${report.fileName},${ghost}` },
    });
    expect(unknown.body).toMatchObject({
      code: ResponseCode.fileNotFound,
      msg: `The file "${ghost}" does not exist`,
      data: { field: 'fileNames' },
    });
    const empty = await call(server().app, 'GET', '/common/download/zip', { token: reader, query: { fileNames: '' } });
    expect(empty.body).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'fileNames' } });
    const anonymous = await call(server().app, 'GET', '/common/download/zip', { query: { fileNames } });
    expect(anonymous.body.code).not.toBe(200);

    const logged = await server()
      .db.selectFrom('operation_logs')
      .select(['title', 'code', 'target_names'])
      .where('path', '=', '/prod-api/common/download/zip')
      .where('user_name', '=', 'files_zip_reader')
      .orderBy('id')
      .execute();
    expect(logged.map((row) => row.code)).toEqual([200, ResponseCode.fileNotFound, ResponseCode.fileNotFound, 400]);
    expect(logged[0]).toMatchObject({
      title: 'Download files as a zip',
      target_names: '说明.txt,报表.pdf,说明 (2).txt',
    });
  });
});
