import { readFile } from 'node:fs/promises';
import { RoleKey } from '../../src/shared/access/permissions';
import { createWidget, FormModelSchema } from '../../src/shared/forms';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { type ChosenFile, ImagePreview, recordProgress, UploadField } from './pages/UploadWidgets';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { expectAccessibleDialog } from './support/dialogAxe';
import { type Browser, closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * The shared upload widgets where a user meets them (issue 16 item 5): an approval application form with a file
 * upload and an image upload field. An operator's wrong type is refused before anything is sent, a file whose
 * content is not what its name says is refused by the server in its words, a real file goes up with its progress to
 * success, two photos become thumbnails; the filed form previews the photos (Esc, next and previous) and gives the
 * file back byte for byte, to the operator and to the approver.
 */
const OPERATOR = { userName: 'upload_e2e_operator', password: 'Upload#E2e2026' };
const FLOW = { modelKey: `Process_e2e_up_${process.pid}`, name: '设备报修' };
const ATTACHMENTS = '附件';
const PHOTOS = '现场照片';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF of about a megabyte, so that its upload has a body worth a progress bar. */
const REPORT: ChosenFile = {
  name: '报修单.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.from(`%${'0123456789abcdef'.repeat(64)}\n`.repeat(1100)),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]),
};
const photo = (name: string): ChosenFile => ({ name, mimeType: 'image/png', buffer: PNG });
/** The report's size as the list shows it (1.1 MiB). */
const REPORT_SIZE = `${(REPORT.buffer.length / 1024 / 1024).toFixed(1)} MiB`;
const isUpload = (url: URL) => url.pathname === '/prod-api/common/upload';

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const field = (kind: 'fileupload' | 'imgupload', name: string, model: string) => ({
    ...createWidget(kind, { name, newId: () => model }),
    model,
  });
  const photos = field('imgupload', PHOTOS, 'photos');
  const form = FormModelSchema.parse({
    ...FLOW,
    list: [
      field('fileupload', ATTACHMENTS, 'attachments'),
      { ...photos, options: { ...photos.options, multiple: true } },
    ],
  });
  const model = await fixtures.api<{ id: number }>(
    '/api/flow/model/add',
    { method: 'POST', body: JSON.stringify({ ...FLOW, form }) },
    token,
  );
  await fixtures.api(`/api/flow/model/deploy/${model.id}`, { method: 'POST' }, token);
});

async function signedIn(browser: Browser, user: { userName: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await signInByToken(page, user, '/assets-my');
  return page;
}

/** Downloads the file through its button and answers the bytes the browser saved, and the name it saved them as. */
async function downloadFrom(page: Page, field: UploadField, name: string): Promise<{ bytes: Buffer; saved: string }> {
  const started = page.waitForEvent('download');
  await field
    .file(name)
    .getByRole('button', { name: `下载 ${name}` })
    .click();
  const download = await started;
  const path = await download.path();
  return { bytes: await readFile(path), saved: download.suggestedFilename() };
}

test('an application carries a file and photos: checked, uploaded with progress, previewed and downloaded back (issue 16 item 5)', async ({
  page,
  browser,
  axeAudit,
}) => {
  const operator = await signedIn(browser, OPERATOR);
  const attachments = new UploadField(operator, ATTACHMENTS);
  const photos = new UploadField(operator, PHOTOS);
  const uploads: string[] = [];
  operator.on('request', (request) => {
    if (isUpload(new URL(request.url()))) uploads.push(request.url());
  });
  let requestId = '';

  await test.step('the operator opens the application form with its two upload fields', async () => {
    await operator.goto(`/approve-center-list-form?modelKey=${FLOW.modelKey}`);
    await expect(operator.getByRole('heading', { name: `发起申请 - ${FLOW.name}` })).toBeVisible();
    await expect(attachments.group()).toContainText(
      '请上传大小不超过 5 MB、格式为 doc/xls/ppt/txt/pdf 的文件，最多 5 个',
    );
    await expect(photos.group()).toContainText('格式为 png/jpg/jpeg');
  });

  await test.step('a wrong type is refused with the spec’s message before anything is sent', async () => {
    await attachments.choose([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await expectToast(operator, '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!');
    await expect(attachments.status()).toHaveText('文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!');
    await expect(attachments.files()).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  await test.step('a file whose content is not what its name says is refused by the server, in its words', async () => {
    await attachments.choose([{ name: '伪装.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') }]);
    await expectToast(operator, '文件内容与扩展名 .pdf 不符，已拒绝');
    await expect(attachments.status()).toHaveText('伪装.pdf：文件内容与扩展名 .pdf 不符，已拒绝');
    await expect(attachments.files()).toHaveCount(0);
  });

  await test.step('a real file uploads with its progress, then succeeds', async () => {
    const progressSeen = await recordProgress(operator);
    // The upload waits at the network until the uploading state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await operator.route(isUpload, async (route) => {
      await held;
      await route.continue();
    });
    await attachments.choose([REPORT]);
    await expect(
      attachments.file(REPORT.name).getByRole('progressbar', { name: `${REPORT.name} 上传进度` }),
    ).toBeVisible();
    await expect(attachments.status()).toHaveText(`正在上传 ${REPORT.name}`);
    release();
    await expectToast(operator, '上传成功');
    await expect(attachments.status()).toHaveText(`${REPORT.name} 上传成功`);
    await expect(attachments.file(REPORT.name).getByRole('progressbar')).toHaveCount(0);
    await expect(attachments.file(REPORT.name)).toContainText(REPORT_SIZE);
    await expect(attachments.file(REPORT.name).getByRole('button', { name: `下载 ${REPORT.name}` })).toBeVisible();
    const seen = await progressSeen();
    expect(seen[0]).toBe('0');
    expect(seen).toContain('1');
    await operator.unroute(isUpload);
  });

  await test.step('two photos become thumbnails', async () => {
    await photos.choose([photo('机房-1.png'), photo('机房-2.png')], '上传图片');
    await expect(photos.thumbnail('机房-1.png')).toBeVisible();
    await expect(photos.thumbnail('机房-2.png')).toBeVisible();
    await expect(photos.thumbnail('机房-2.png').getByRole('img', { name: '机房-2.png' })).toBeVisible();
    await attachments.expectAccessible();
  });

  await test.step('the application is filed with the stored files', async () => {
    await operator.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(operator, '提交申请成功');
    await expect(operator).toHaveURL(/\/approve-center-list-form\?id=\d+/);
    requestId = new URL(operator.url()).searchParams.get('id') ?? '';
    await expect(operator.getByRole('heading', { name: `申请详情 - ${FLOW.name}` })).toBeVisible();
    await expect(attachments.file(REPORT.name)).toContainText(REPORT_SIZE);
    await expect(attachments.group().getByRole('button', { name: '选取文件' })).toHaveCount(0);
  });

  await test.step('a photo opens in the large preview: next and previous go round, Esc closes', async () => {
    const preview = new ImagePreview(operator);
    await photos.thumbnail('机房-1.png').click();
    await preview.expectShowing('机房-1.png', '第 1 张，共 2 张');
    await expectAccessibleDialog(operator, preview.dialog());
    await operator.keyboard.press('ArrowRight');
    await preview.expectShowing('机房-2.png', '第 2 张，共 2 张');
    await preview.dialog().getByRole('button', { name: '下一张' }).click();
    await preview.expectShowing('机房-1.png', '第 1 张，共 2 张');
    await preview.dialog().getByRole('button', { name: '上一张' }).click();
    await preview.expectShowing('机房-2.png', '第 2 张，共 2 张');
    await operator.keyboard.press('Escape');
    await expect(preview.dialog()).toBeHidden();
    await expect(photos.thumbnail('机房-1.png')).toBeFocused();
  });

  await test.step('the file downloads back with the same bytes, under its own name', async () => {
    const { bytes, saved } = await downloadFrom(operator, attachments, REPORT.name);
    await expectToast(operator, '正在下载数据，请稍候');
    expect(saved).toBe(REPORT.name);
    expect(bytes.equals(REPORT.buffer)).toBe(true);
  });
  await closeContext(operator.context());

  await test.step('the approver sees the same files by their names and downloads the same bytes', async () => {
    await signInByToken(page, E2E_ADMIN, `/approve-center-list-form?id=${requestId}`);
    const approverFiles = new UploadField(page, ATTACHMENTS);
    const approverPhotos = new UploadField(page, PHOTOS);
    await expect(approverPhotos.thumbnail('机房-2.png')).toBeVisible();
    // The page is audited as the approver first reads it, before a download's toast comes and goes over it.
    await axeAudit.finish([page]);
    const { bytes } = await downloadFrom(page, approverFiles, REPORT.name);
    expect(bytes.equals(REPORT.buffer)).toBe(true);
  });
});
