import { expect, it } from 'vitest';
import type { StoredFileInfo, UploadResult } from '../../src/shared/api/files';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { PNG, upload } from './uploadApi';

/**
 * GET /common/upload/info (docs/files.md): what a form shows beside each attachment it holds by stored name — the
 * original name and the size — for any signed-in user, as the resource itself is; anything that is no stored upload
 * is left out, never echoed.
 */

async function userToken(server: TestServer, userName: string) {
  const { password } = await createUser(server, { userName, permissions: [] });
  return signIn(server, userName, password);
}

describeEachDatabase('files: stored upload info', (server) => {
  it('answers original names and sizes of stored uploads to any signed-in user and leaves out the rest', async () => {
    await signInAdmin(server());
    const owner = await userToken(server(), 'info_owner');
    const reader = await userToken(server(), 'info_reader');
    const note = (await upload(server(), owner, '会议纪要.txt', Buffer.from('第一条\n'))).data as UploadResult;
    const photo = (await upload(server(), owner, '机房.png', PNG, { kind: 'image' })).data as UploadResult;
    const missing = 'upload/2020/01/01/00000000-0000-4000-8000-000000000000.pdf';
    const fileNames = [note.fileName, photo.fileName, missing, '../../master.key', note.fileName].join(',');

    const reply = await call(server().app, 'GET', '/common/upload/info', { token: reader, query: { fileNames } });
    expect(reply.body.code).toBe(ResponseCode.ok);
    const infos = (reply.body.data as StoredFileInfo[]).toSorted((a, b) => a.size - b.size);
    expect(infos).toEqual(
      [
        { fileName: note.fileName, originalName: '会议纪要.txt', size: Buffer.byteLength('第一条\n') },
        { fileName: photo.fileName, originalName: '机房.png', size: PNG.length },
      ].toSorted((a, b) => a.size - b.size),
    );

    const anonymous = await call(server().app, 'GET', '/common/upload/info', { query: { fileNames } });
    expect(anonymous.body.code).not.toBe(ResponseCode.ok);
    const empty = await call(server().app, 'GET', '/common/upload/info', { token: reader, query: { fileNames: '' } });
    expect(empty.body).toMatchObject({ code: ResponseCode.ok, data: [] });
  });
});
