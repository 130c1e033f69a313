import { readCaptchaAnswer } from '../support/captcha';
import { E2E_ADMIN, E2E_DATA_DIR } from './env';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { SignInMethodsTab } from './pages/SignInMethodsTab';
import { expectToast } from './pages/toast';
import { UserListPage } from './pages/UsersPages';
import { ensureAdminReady } from './support/adminApi';
import { expect, type Page, test } from './support/test';

/**
 * Self-registration on the shared server: the administrator opens it in 登录方式, a visitor registers
 * from the link on /login, is told at sign-in that the request waits, the administrator approves it in
 * the user list, and the new user signs in. The switch is closed again at the end.
 */
test.describe.configure({ mode: 'serial' });

const SWITCH = '允许自助注册（注册申请须由管理员在用户列表中审核）';
const requester = {
  userName: 'regflow_alice',
  nickName: '注册的爱丽丝',
  phone: '13712345678',
  email: 'regflow_alice@example.com',
  password: 'Regflow#2026',
};

test.beforeAll(async () => {
  await ensureAdminReady();
});

/** A second visitor files a request straight through the API (the form is exercised above). */
async function registerByApi(baseURL: string, userName: string) {
  const prefix = `${baseURL}/prod-api`;
  const captcha = (await (await fetch(`${prefix}/ucenter/captcha`)).json()) as { data: { uuid: string } };
  const response = await fetch(`${prefix}/ucenter/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName,
      nickName: userName,
      phonenumber: '13612345678',
      email: `${userName}@example.com`,
      password: requester.password,
      passwordConfirm: requester.password,
      uuid: captcha.data.uuid,
      code: readCaptchaAnswer(E2E_DATA_DIR, captcha.data.uuid),
    }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

/** After a sign-out the console may reload by itself (a late 401); that lands on /login as well. */
async function openLogin(page: Page, open: () => Promise<unknown>) {
  await open().catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : '';
    if (!/interrupted by another navigation|Not attached to an active page|net::ERR_ABORTED/.test(message)) throw error;
  });
  await page.waitForURL(/\/login/);
}

async function signInAs(page: Page, userName: string, password: string) {
  const login = new LoginPage(page);
  await openLogin(page, () => login.open());
  await login.signIn(userName, password);
}

async function setSelfRegistration(page: Page, on: boolean) {
  await signInAs(page, E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my$/);
  const tab = new SignInMethodsTab(page);
  await tab.open();
  const toggle = page.getByRole('switch', { name: SWITCH });
  await (on ? toggle.check() : toggle.uncheck());
  await tab.save();
  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login/);
}

test('self-registration: the administrator opens it, a visitor registers, the administrator approves one request and refuses another, the new user signs in', async ({
  page,
  baseURL,
}) => {
  await openLogin(page, () => page.goto('/login'));
  await expect(page.getByRole('link', { name: '注册账号' })).toHaveCount(0);

  await setSelfRegistration(page, true);

  // The visitor follows the link on /login.
  let captchaUuid = '';
  page.on('response', async (response) => {
    if (!response.url().includes('/prod-api/ucenter/captcha')) return;
    captchaUuid = ((await response.json().catch(() => null)) as { data?: { uuid: string } } | null)?.data?.uuid ?? '';
  });
  await openLogin(page, () => page.goto('/login'));
  await page.getByRole('link', { name: '注册账号' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: '注册账号' })).toBeVisible();

  const form = page.locator('form');
  await form.getByRole('textbox', { name: '用户名' }).fill('bad name');
  await form.getByRole('button', { name: '提交注册申请' }).click();
  await expect(form.getByText('只支持字母、数字、特殊字符包含 _ -')).toBeVisible();
  await expect(form.getByText('邮箱不能为空')).toBeVisible();

  await form.getByRole('textbox', { name: '用户名' }).fill(requester.userName);
  await form.getByRole('textbox', { name: '用户昵称' }).fill(requester.nickName);
  await form.getByRole('textbox', { name: '手机号码' }).fill(requester.phone);
  await form.getByRole('textbox', { name: '邮箱' }).fill(requester.email);
  await form.getByRole('textbox', { name: '密码', exact: true }).fill('onlyletters');
  await expect(form.getByText('弱', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: '密码', exact: true }).fill(requester.password);
  await expect(form.getByText('强', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: '确认密码', exact: true }).fill(requester.password);
  await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
  await expect.poll(() => captchaUuid).toBeTruthy();
  await form.getByRole('textbox', { name: '验证码' }).fill(readCaptchaAnswer(E2E_DATA_DIR, captchaUuid));
  await form.getByRole('button', { name: '提交注册申请' }).click();
  await expect(page.getByText('注册申请已提交', { exact: true })).toBeVisible();
  await registerByApi(baseURL ?? '', 'regflow_bob');

  // Signing in before the decision says where the request stands.
  await signInAs(page, requester.userName, requester.password);
  await expectToast(page, '您的注册申请正在审核中，请等待管理员审核');
  await expect(page).toHaveURL(/\/login/);

  // The administrator approves it from the user list.
  await signInAs(page, E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my$/);
  const list = new UserListPage(page);
  await list.open();
  await page.getByRole('button', { name: /注册申请（\d+ 待审核）/ }).click();
  const dialog = page.getByRole('dialog', { name: '注册申请' });
  const row = dialog.getByRole('row', { name: new RegExp(requester.userName) });
  await expect(row).toContainText(requester.email);
  await row.getByRole('button', { name: `通过 ${requester.userName}` }).click();
  const ask = page.getByRole('alertdialog', { name: '通过' });
  await expect(ask).toContainText(`通过 ${requester.userName} 的注册申请并创建账号？`);
  await ask.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '已通过注册申请，账号已创建');
  await expect(dialog.getByRole('row', { name: new RegExp(requester.userName) })).toHaveCount(0);

  // The other request is refused with a reason (required, at most 99 characters).
  await dialog.getByRole('button', { name: '拒绝 regflow_bob' }).click();
  const refuse = page.getByRole('dialog', { name: '拒绝注册申请 - regflow_bob' });
  await refuse.getByRole('button', { name: '确定' }).click();
  await expect(refuse.getByText('请输入拒绝原因').last()).toBeVisible();
  await refuse.getByRole('textbox', { name: '拒绝原因' }).fill('请使用公司邮箱申请');
  await refuse.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '已拒绝注册申请');
  await expect(refuse).toBeHidden();
  await dialog.getByRole('radio', { name: '已拒绝' }).check();
  await expect(dialog.getByRole('row', { name: /regflow_bob/ })).toContainText('已拒绝：请使用公司邮箱申请');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(list.table.getByRole('row', { name: new RegExp(requester.userName) })).toBeVisible();
  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login/);

  // The new user signs in with the password chosen at registration.
  // Without a role it has no menu yet: the console opens the personal centre.
  await signInAs(page, requester.userName, requester.password);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText(requester.nickName).first()).toBeVisible();
  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login/);

  await setSelfRegistration(page, false);
  await expect(page.getByRole('link', { name: '注册账号' })).toHaveCount(0);
});
