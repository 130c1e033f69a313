import { PEOPLE_DN, SERVICE_DN, SERVICE_PASSWORD, Slapd } from '../support/slapd';
import { E2E_ADMIN } from './env';
import { LdapDirectoryTab } from './pages/LdapDirectoryTab';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { ensureAdminReady } from './support/adminApi';
import { expect, test } from './support/test';

/**
 * The LDAP user source against a real OpenLDAP slapd this spec runs: the administrator fills the directory
 * settings, tests the connection, previews and imports users; an imported user signs in on /login with
 * the directory password.
 */
const directory = new Slapd([
  {
    uid: 'ldap_e2e_ann',
    cn: 'Ann Directory',
    password: 'Ann#Dir2026',
    mail: 'ann@example.com',
    mobile: '13700137011',
  },
  { uid: 'ldap_e2e_ben', cn: 'Ben Directory', password: 'Ben#Dir2026', mail: 'ben@example.com', mobile: '13700137012' },
]);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await ensureAdminReady();
  await directory.start();
});
test.afterAll(async () => {
  await directory.destroy();
});

test('the administrator configures the directory, tests it and imports its users', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my$/);

  const tab = new LdapDirectoryTab(page);
  await tab.open();
  await tab.fill({ url: 'http://not-ldap', bindDn: SERVICE_DN, bindPassword: SERVICE_PASSWORD, baseDn: PEOPLE_DN });
  // The §5 rule for the address, before anything reaches the server.
  await tab.submit();
  await expect(tab.fieldMessage('请输入正确的 LDAP 地址')).toBeVisible();

  await tab.fill({ url: directory.url, bindDn: SERVICE_DN, bindPassword: 'wrong-secret', baseDn: PEOPLE_DN });
  expect(await tab.testConnection()).toContain('LDAP 服务账号认证失败');
  await tab.fill({ url: directory.url, bindDn: SERVICE_DN, bindPassword: SERVICE_PASSWORD, baseDn: PEOPLE_DN });
  expect(await tab.testConnection()).toContain('导入过滤条件找到 2 个用户');
  await tab.save();
  await page.reload();
  await page.getByRole('tab', { name: 'LDAP 目录' }).click();
  // The stored bind password is never shown again, only that one is set.
  expect(await tab.bindPasswordPlaceholder()).toBe('已设置，留空则不修改');

  await tab.preview();
  await expect(tab.stateOf('ldap_e2e_ann')).toContainText('新用户');
  await tab.select('ldap_e2e_ann');
  expect(await tab.importSelected()).toContain('新建 1，更新 0，未变化 0，跳过 0，锁定 0');
  await expect(tab.stateOf('ldap_e2e_ann')).toContainText('已导入');
  await tab.syncAll('新建 1，更新 0，未变化 1');
  await new Shell(page).logOut();
});

test('an imported user signs in on /login with the directory password', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('ldap_e2e_ann', 'Ann#Dir2026');
  // Signed in as Ann, with her directory display name; with no role yet she lands in the personal centre.
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('Ann Directory');
  await expect(page).not.toHaveURL(/\/login/);
  // The directory keeps her password: the console offers no local password change.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menuitem', { name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toHaveCount(0);
});

test('a wrong directory password is refused on /login', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('ldap_e2e_ben', 'not-his-password');
  await expectToast(page, '用户名或密码错误');
  await expect(page).toHaveURL(/\/login/);
});
