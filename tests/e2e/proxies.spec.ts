import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSelfSignedCert } from '../support/selfSignedCert';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN } from './env';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { confirmDialog } from './pages/UsersPages';
import { ensureAdminReady } from './support/adminApi';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * An administrator records an SSH jump host pointing at a real sshd (started here),
 * checks it and sees it online, edits it and deletes it. Needs root (sshd), like the server SSH tests.
 */
test.describe.configure({ mode: 'serial' });

let sshd: TestSshd;

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.jump.name] });
});

test.afterAll(async () => {
  await sshd?.stop();
});

const row = (page: Page, name: string) =>
  page.getByRole('table', { name: '网络代理' }).getByRole('row', { name, exact: true });

test('the administrator adds an SSH jump host, checks it online, edits it, accepts its new host key and deletes it', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, '/assets-my');
  await new Shell(page).openMenu('代理管理', '网络代理');
  await expect(page).toHaveURL(/\/agent-manage-list$/);

  await page.getByRole('button', { name: '新增代理' }).click();
  const dialog = page.getByRole('dialog', { name: '新增网络代理' });
  await dialog.getByRole('textbox', { name: '名称' }).fill('e2e_proxies_jump');
  await dialog.getByRole('textbox', { name: '地址' }).fill('300.1.1.1');
  await dialog.getByRole('textbox', { name: '端口' }).fill('70000');
  await dialog.getByRole('textbox', { name: '登录用户' }).fill(TEST_USERS.jump.name);
  await dialog.getByRole('button', { name: '保存' }).click();
  // The shared §5 rules answer in the browser, before anything is sent.
  await expect(dialog.getByText('请输入正确的地址')).toBeVisible();
  await expect(dialog.getByText('请输入正确的端口')).toBeVisible();
  await expect(dialog.getByText('请输入登录凭据')).toBeVisible();

  await dialog.getByRole('textbox', { name: '地址' }).fill(sshd.host);
  await dialog.getByRole('textbox', { name: '端口' }).fill(String(sshd.port));
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill(TEST_USERS.jump.password);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '新增成功');
  await expect(dialog).toBeHidden();

  await expect(row(page, 'e2e_proxies_jump')).toContainText('未检测');
  await expect(row(page, 'e2e_proxies_jump')).not.toContainText(TEST_USERS.jump.password);
  await row(page, 'e2e_proxies_jump').getByRole('button', { name: '检测' }).click();
  await expectToast(page, '检测完成');
  await expect(row(page, 'e2e_proxies_jump')).toContainText('在线');
  await expect(row(page, 'e2e_proxies_jump')).toContainText('成功');
  await expect(row(page, 'e2e_proxies_jump')).toContainText(sshd.hostKey.fingerprint);

  // 代理概览: the proxy online with the latency of that check, the latency as a chart and as a table (issue 17).
  await page.goto('/proxy');
  await expect(page.getByRole('heading', { name: '代理概览', level: 1 })).toBeVisible();
  const overviewRow = page
    .getByRole('table', { name: '网络代理' })
    .getByRole('row')
    .filter({ hasText: 'e2e_proxies_jump' });
  await expect(overviewRow).toContainText('在线');
  await expect(overviewRow).toContainText(/\d+ 毫秒/);
  await expect(overviewRow).toContainText(`${sshd.host}:${sshd.port}`);
  const latency = page.getByRole('region', { name: '网络代理延迟' });
  await expect(latency.getByRole('img', { name: '网络代理延迟' }).locator('svg')).toBeVisible();
  await latency.getByRole('button', { name: '表格' }).click();
  await expect(latency.getByRole('row').filter({ hasText: 'e2e_proxies_jump' })).toBeVisible();
  await page.goto('/agent-manage-list');

  await row(page, 'e2e_proxies_jump').getByRole('button', { name: '修改' }).click();
  const edit = page.getByRole('dialog', { name: '修改网络代理' });
  await expect(edit.getByText('留空则保留已保存的凭据')).toBeVisible();
  await edit.getByRole('textbox', { name: '名称' }).fill('e2e_proxies_jump2');
  await edit.getByRole('textbox', { name: '描述' }).fill('机房跳板机');
  await edit.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '修改成功');
  await expect(row(page, 'e2e_proxies_jump2')).toContainText('在线');

  // The stored password was kept: a new check still logs in.
  await row(page, 'e2e_proxies_jump2').getByRole('button', { name: '检测' }).click();
  await expectToast(page, '检测完成');
  await expect(row(page, 'e2e_proxies_jump2')).toContainText('在线');

  // The host gets a new key: refused until the administrator accepts it.
  const oldKey = sshd.hostKey.fingerprint;
  await sshd.rotateHostKey();
  await row(page, 'e2e_proxies_jump2').getByRole('button', { name: '检测' }).click();
  await expect(row(page, 'e2e_proxies_jump2')).toContainText('离线');
  await expect(row(page, 'e2e_proxies_jump2')).toContainText(
    `主机密钥已变更（预期 ${oldKey}，实际 ${sshd.hostKey.fingerprint}），已拒绝连接`,
  );
  await row(page, 'e2e_proxies_jump2').getByRole('button', { name: '接受新密钥' }).click();
  await confirmDialog(page, sshd.hostKey.fingerprint);
  await expectToast(page, '已接受新的主机密钥');
  await row(page, 'e2e_proxies_jump2').getByRole('button', { name: '检测' }).click();
  await expect(row(page, 'e2e_proxies_jump2')).toContainText('在线');
  await expect(row(page, 'e2e_proxies_jump2')).toContainText(sshd.hostKey.fingerprint);

  await row(page, 'e2e_proxies_jump2').getByRole('button', { name: '删除' }).click();
  await confirmDialog(page, 'e2e_proxies_jump2');
  await expectToast(page, '删除成功');
  await expect(row(page, 'e2e_proxies_jump2')).toHaveCount(0);
});

/** A self-signed certificate of the kind an intranet application has, as PEM. */
async function oaCertificate(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gatehouse-e2e-oa-'));
  try {
    return await readFile((await writeSelfSignedCert(dir, { commonName: 'oa.example' })).cert, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('the administrator records an application proxy, opens its detail and deletes it', async ({ page }) => {
  await signInByToken(page, E2E_ADMIN, '/assets-my');
  await new Shell(page).openMenu('代理管理', '应用代理');
  await expect(page).toHaveURL(/\/application-manage-list$/);
  await expect(page.getByText('地址与该链接同源的 Web 资产经 Gatehouse 发布', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: '新增应用代理' }).click();
  const dialog = page.getByRole('dialog', { name: '新增应用代理' });
  await dialog.getByRole('textbox', { name: '名称' }).fill('e2e_proxies_web');
  await dialog.getByRole('textbox', { name: '链接' }).fill('ftp://oa.example');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入正确的链接')).toBeVisible();
  await dialog.getByRole('textbox', { name: '链接' }).fill('https://oa.example/app');
  // The OA system's own certificate, which no public CA signed: named here, verified with its host name.
  const certificates = dialog.getByRole('textbox', { name: 'HTTPS 证书' });
  await certificates.fill('the certificate is on the wiki');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('HTTPS 证书须为 PEM 格式', { exact: false })).toBeVisible();
  await certificates.fill(await oaCertificate());
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '新增成功');

  const table = page.getByRole('table', { name: '应用代理' });
  await table.getByRole('link', { name: 'e2e_proxies_web' }).click();
  await expect(page).toHaveURL(/\/application-manage-detail\?id=\d+$/);
  const detail = page.getByRole('region', { name: '应用代理详情' });
  await expect(detail.getByText('https://oa.example/app')).toBeVisible();
  await expect(detail.getByText('1 个证书')).toBeVisible();
  await detail.getByRole('button', { name: '返回列表' }).click();

  await table.getByRole('row', { name: 'e2e_proxies_web' }).getByRole('button', { name: '删除' }).click();
  await confirmDialog(page, 'e2e_proxies_web');
  await expectToast(page, '删除成功');
  await expect(table.getByRole('row', { name: 'e2e_proxies_web' })).toHaveCount(0);
});
