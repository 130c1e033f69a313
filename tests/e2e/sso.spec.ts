import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { hashPassword } from '../../src/server/security/passwords';
import { startOidcProvider, type TestIdp } from '../support/oidcProvider';
import { E2E_ADMIN, E2E_PORT } from './env';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { SignInMethodsTab } from './pages/SignInMethodsTab';
import { BindPage, SsoSettings, signInAtProvider } from './pages/SsoPages';
import { expectToast } from './pages/toast';
import { OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

/**
 * Single sign-on in the browser against a real OpenID Connect provider (oidc-provider on 127.0.0.1):
 * the administrator configures and switches it on; a user goes /login → 单点登录 → /login2 → the
 * provider's pages → /auth-redirect → /bind → signed in; the second time single sign-on signs in directly.
 * A server of its own, so that single sign-on switched on does not change /login for the other specs.
 */
const PORT = E2E_PORT + 6;
const DATA_DIR = '.e2e-sso-data';
const server = new OwnServer(PORT, DATA_DIR);
const USER = { userName: 'sso_e2e_operator', password: 'Sso#Oper2026' };
const IDP_ACCOUNT = 'idp-sso-e2e-operator';
let idp: TestIdp;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.baseUrl });

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/prod-api${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** An operator written as the users module would (an ordinary role, phone and e-mail filled in). */
async function createOperator(): Promise<void> {
  const db = new Database(join(DATA_DIR, 'gatehouse.db'));
  try {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into users (user_name, nick_name, password_hash, email, phonenumber, avatar, user_kind, user_source,
           status, must_change_password, password_changed_at, failed_attempts, created_at, updated_at)
         values (?, ?, ?, ?, ?, '', 0, 0, 0, 0, ?, 0, ?, ?)`,
      )
      .run(
        USER.userName,
        '单点登录运维',
        await hashPassword(USER.password),
        'sso-op@example.com',
        '13700137001',
        now,
        now,
        now,
      );
    db.prepare(
      "insert into user_roles (user_id, role_id) select ?, id from roles where role_key = 'ops_operators'",
    ).run(lastInsertRowid);
    // The administrator's contact details, so that signing in does not stop at the fill-info prompt.
    db.prepare(
      "update users set phonenumber = '13800138000', email = 'gatekeeper@example.com' where user_name = ?",
    ).run(E2E_ADMIN.userName);
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  idp = await startOidcProvider({
    redirectUris: [`${server.baseUrl}/auth-redirect`],
    accounts: [{ sub: IDP_ACCOUNT, preferred_username: 'op.sso', email: 'op.sso@corp.example' }],
  });
  await server.start();
  await api('POST', '/init', { ...E2E_ADMIN, passwordConfirm: E2E_ADMIN.password });
  await createOperator();
});
test.afterAll(async () => {
  await server.stop();
  await idp.close();
});

test('the administrator configures the OpenID Connect provider and switches single sign-on on', async ({ page }) => {
  const login = new LoginPage(page, DATA_DIR);
  await login.open();
  await expect(page.getByRole('link', { name: '单点登录' })).toHaveCount(0);
  await login.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my/);

  await new SignInMethodsTab(page).open();
  const sso = new SsoSettings(page);
  await expect(sso.redirectUri()).toHaveText(`${server.baseUrl}/auth-redirect`);
  await sso.configure({
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    buttonLabel: '企业身份认证',
  });
  await sso.enable();
  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login/);
});

test('first single sign-on links the identity on /bind; the second signs in directly', async ({ page }) => {
  // Listening from the start: /bind draws its captcha as it opens.
  const bind = new BindPage(page, DATA_DIR);
  await page.goto('/login');
  await page.getByRole('link', { name: '单点登录' }).click();
  await expect(page).toHaveURL(/\/login2$/);
  await page.getByRole('button', { name: '使用 企业身份认证 登录' }).click();

  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await signInAtProvider(page, IDP_ACCOUNT);

  await expect(page).toHaveURL(/\/bind\?ticket=/);
  await expect(page.getByText('op.sso', { exact: true })).toBeVisible();
  await expect(page.getByText(idp.issuer, { exact: true })).toBeVisible();
  await bind.link(USER.userName, 'Wrong#Pass1');
  await expectToast(page, '用户名或密码错误');
  await expect(page).toHaveURL(/\/bind\?ticket=/);
  await bind.link(USER.userName, USER.password);
  await expect(page).toHaveURL(/\/assets-my/);

  // The link is in the personal centre.
  await page.goto('/user/profile');
  const links = page.getByRole('group', { name: '单点登录绑定' });
  await expect(links.getByText('op.sso', { exact: true })).toBeVisible();

  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login/);

  // As a user coming back later: the console opened afresh.
  await page.goto('/login');
  // The provider remembers the sign-in and the consent: straight back, and the link signs in.
  await page.getByRole('link', { name: '单点登录' }).click();
  await page.getByRole('button', { name: '使用 企业身份认证 登录' }).click();
  await expect(page).toHaveURL(/\/assets-my/);
});

test('an unknown provider answer or bind ticket shows a clear message and the way back', async ({ page }) => {
  await page.goto('/auth-redirect?code=forged&state=never-issued');
  await expect(page.getByText('单点登录请求已过期或已使用，请重新登录')).toBeVisible();
  await page.getByRole('link', { name: '返回登录页' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/bind?ticket=not-a-ticket');
  await expect(page.getByText('绑定凭据已过期或已使用，请重新单点登录')).toBeVisible();
});

test("the administrator sees the user's link on the user detail page and removes it", async ({ page }) => {
  const db = new Database(join(DATA_DIR, 'gatehouse.db'), { readonly: true });
  const { id } = db.prepare('select id from users where user_name = ?').get(USER.userName) as { id: number };
  db.close();
  const login = new LoginPage(page, DATA_DIR);
  await login.open();
  await login.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my/);

  await page.goto(`/user-manage-detail?userId=${id}`);
  const links = page.getByRole('group', { name: '单点登录绑定' });
  await expect(links.getByText('op.sso', { exact: true })).toBeVisible();
  await links.getByRole('button', { name: '解除绑定' }).click();
  await expectToast(page, '已解除外部身份绑定');
  await expect(links.getByText('没有绑定外部身份。')).toBeVisible();
});
