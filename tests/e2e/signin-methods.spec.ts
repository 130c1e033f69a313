import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../../src/server/security/passwords';
import { SmsGateway } from '../support/smsGateway';
import { SmtpCatcher } from '../support/smtpCatcher';
import { E2E_ADMIN, E2E_PORT } from './env';
import { LoginPage } from './pages/LoginPage';
import { OtpCard } from './pages/OtpCard';
import { RetrievePasswordPage } from './pages/RetrievePasswordPage';
import { SetupPage } from './pages/SetupPage';
import { Shell } from './pages/Shell';
import { SignInMethodsTab } from './pages/SignInMethodsTab';
import { OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

/**
 * Sign-in methods against a server this spec owns (fresh data, its own port): the administrator turns on
 * the one-time password as second factor and configures SMTP; a user binds an OTP in the personal
 * centre and signs in with password + OTP; the administrator resets a forgotten password with a code
 * caught by a real SMTP server that this test runs.
 */
const PORT = E2E_PORT + 5;
const DATA_DIR = '.e2e-signin-data';
const server = new OwnServer(PORT, DATA_DIR);
const smtp = new SmtpCatcher({ user: 'mailer', pass: 'smtp-e2e-secret' });
const gateway = new SmsGateway();
const OPERATOR = { userName: 'operator1', password: 'Oper@tor2026' };
const ADMIN_EMAIL = 'gatekeeper@example.com';
/** The administrator's password from the forgotten-password test on (tests run in order). */
const ADMIN_PASSWORD_AFTER_RESET = 'Brand#New2026';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.baseUrl });

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  await smtp.start();
  await gateway.start();
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  await smtp.stop();
  await gateway.stop();
});

/** What an authenticator app shows for this secret, `steps` periods from now. */
function otpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** An operator account, written as the users module would: an ordinary role, phone and e-mail filled in. */
async function createOperator(): Promise<void> {
  const db = new Database(join(DATA_DIR, 'gatehouse.db'));
  try {
    const now = new Date().toISOString();
    const hash = await hashPassword(OPERATOR.password);
    const { lastInsertRowid } = db
      .prepare(
        `insert into users (user_name, nick_name, password_hash, email, phonenumber, avatar, user_kind, user_source,
           status, must_change_password, password_changed_at, failed_attempts, created_at, updated_at)
         values (?, ?, ?, ?, ?, '', 0, 0, 0, 0, ?, 0, ?, ?)`,
      )
      .run(OPERATOR.userName, '运维一号', hash, 'operator1@example.com', '13700137000', now, now, now);
    db.prepare(
      "insert into user_roles (user_id, role_id) select ?, id from roles where role_key = 'ops_operators'",
    ).run(lastInsertRowid);
  } finally {
    db.close();
  }
}

test('the administrator requires the one-time password after the password and configures SMTP', async ({ page }) => {
  // Listening before the sign-in page loads: it reads the captcha the page draws.
  const login = new LoginPage(page, DATA_DIR);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/init$/);
  await new SetupPage(page).createSuperAdministrator(E2E_ADMIN);
  await expect(page).toHaveURL(/\/login/);
  await login.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my$/);
  await new Shell(page).completePersonalInfo('13800138000', ADMIN_EMAIL);

  const settings = new SignInMethodsTab(page);
  await settings.open();
  await settings.requireOtpAfterPassword();
  await settings.configureSmtp({
    port: smtp.port,
    user: 'mailer',
    pass: 'smtp-e2e-secret',
    from: 'bastion@example.com',
  });
  await settings.save();
  // The stored SMTP password is never shown again, only that one is set.
  await page.reload();
  expect(await settings.passwordPlaceholder()).toBe('已设置，留空则不修改');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');
  await settings.sendTestEmail('ops@example.com');
  expect(smtp.mails.at(-1)?.to).toEqual(['ops@example.com']);
  await createOperator();
});

test('a user binds a one-time password and then signs in with password and OTP', async ({ page }) => {
  const login = new LoginPage(page, DATA_DIR);
  await login.open();
  await login.signIn(OPERATOR.userName, OPERATOR.password);
  await expect(page).toHaveURL(/\/assets-my$/);

  const card = new OtpCard(page);
  await card.open();
  await card.expectRequiredHint();
  const secret = await card.startBinding();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.confirm(otpCode(secret));

  login.forgetCaptcha();
  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login/);
  await login.signIn(OPERATOR.userName, OPERATOR.password);
  await expect(page.getByRole('heading', { name: '二次验证' })).toBeVisible();
  // The binding used the current period's code; a code is accepted once, so the app's next one signs in.
  await page.getByRole('textbox', { name: '动态口令', exact: true }).fill(otpCode(secret, 1));
  await page.getByRole('button', { name: '验 证' }).click();
  await expect(page).toHaveURL(/\/assets-my$/);
});

test('the administrator turns on SMS sign-in; the user signs in with a code sent to the phone', async ({ page }) => {
  const login = new LoginPage(page, DATA_DIR);
  await login.open();
  await login.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my$/);
  const settings = new SignInMethodsTab(page);
  await settings.open();
  await settings.enableSmsLogin(gateway.url, 'e2e-sms-key');
  await settings.save();
  await new Shell(page).logOut();

  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill('13700137000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发$/ })).toBeDisabled();
  const code = await gateway.codeFor('13700137000');
  expect(gateway.received.at(-1)?.headers['x-api-key']).toBe('e2e-sms-key');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/assets-my$/);
  await page.goto('/user/profile');
  // Signed in as the phone's owner: the personal centre names the operator.
  await expect(page.getByRole('definition').filter({ hasText: /^operator1$/ })).toBeVisible();
});

test('a forgotten password is reset with a code sent by e-mail', async ({ page }) => {
  const login = new LoginPage(page, DATA_DIR);
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL(/\/retrievePassword$/);
  const retrieve = new RetrievePasswordPage(page);
  await retrieve.checkUser(E2E_ADMIN.userName);
  await retrieve.sendEmailCode('g***@e***.com');
  await retrieve.enterCode(await smtp.codeFor(ADMIN_EMAIL));
  await retrieve.setPassword(ADMIN_PASSWORD_AFTER_RESET);

  login.forgetCaptcha();
  await page.getByRole('link', { name: '返回登录' }).click();
  await login.signIn(E2E_ADMIN.userName, ADMIN_PASSWORD_AFTER_RESET);
  await expect(page).toHaveURL(/\/assets-my$/);
});

test('the administrator switches off QR-scan and key sign-in; /login offers them again once switched on', async ({
  page,
}) => {
  const login = new LoginPage(page, DATA_DIR);
  await login.open();
  const keyWays = page.getByRole('group', { name: '其他登录方式' });
  await expect(keyWays.getByRole('button', { name: '扫码登录' })).toBeVisible();
  await login.signIn(E2E_ADMIN.userName, ADMIN_PASSWORD_AFTER_RESET);
  await expect(page).toHaveURL(/\/assets-my$/);
  const settings = new SignInMethodsTab(page);
  await settings.open();
  await settings.setScanAndKeyLogin(false);
  await settings.save();
  login.forgetCaptcha();
  await new Shell(page).logOut();

  await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '扫码登录' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'USB-KEY' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '硬件密钥' })).toHaveCount(0);

  await login.signIn(E2E_ADMIN.userName, ADMIN_PASSWORD_AFTER_RESET);
  await expect(page).toHaveURL(/\/assets-my$/);
  await settings.open();
  await settings.setScanAndKeyLogin(true);
  await settings.save();
  login.forgetCaptcha();
  await new Shell(page).logOut();
  await expect(keyWays.getByRole('button', { name: 'USB-KEY' })).toBeVisible();
  await expect(keyWays.getByRole('button', { name: '扫码登录' })).toBeVisible();
});
