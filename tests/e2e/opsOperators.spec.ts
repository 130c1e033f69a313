import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN } from './env';
import { OperLogPage } from './pages/OperLogPage';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { UserListPage } from './pages/UsersPages';
import { ensureAdminReady } from './support/adminApi';
import { topMenuOfRole } from './support/menuForRole';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * End to end: the administrator creates a department and an operator in it with the seeded
 * ops_operators role, all in the console; the operator sees only the menu that role allows and is
 * refused (403) when calling other APIs directly; the operation log shows who created the operator.
 */
test.describe.configure({ mode: 'serial' });

const DEPT = '审计值守部';
const OPERATOR = {
  userName: 'opsaudit_operator',
  nickName: '值守运维员',
  phone: '13911112222',
  email: 'opsaudit@example.com',
  password: 'Ops#Audit2026',
};
const OPS_ROLE_TITLE = '运维人员';
let operatorId = 0;

test.beforeAll(async () => {
  await ensureAdminReady();
});

/** Signed in with a token (the sign-in pages have their own specs), on `path`: by default where a user with a role lands. */
async function signIn(page: Page, userName: string, password: string, path = '/assets-my') {
  await signInByToken(page, { userName, password }, path);
}

test('the administrator creates a department and an ops_operators user in it through the console', async ({ page }) => {
  await signIn(page, E2E_ADMIN.userName, E2E_ADMIN.password);
  const shell = new Shell(page);

  const list = new UserListPage(page);
  await list.open();
  await list.add();
  const form = page.getByRole('region', { name: '新增用户' });
  await form.getByRole('textbox', { name: /^用户名/ }).fill(OPERATOR.userName);
  await form.getByRole('textbox', { name: /^用户昵称/ }).fill(OPERATOR.nickName);
  await form.getByRole('textbox', { name: /^手机号码/ }).fill(OPERATOR.phone);
  await form.getByRole('textbox', { name: /^邮箱/ }).fill(OPERATOR.email);
  await form.getByRole('textbox', { name: /^初始密码/ }).fill(OPERATOR.password);
  await form.getByRole('checkbox', { name: '首次登录须修改密码' }).uncheck();
  await form.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '新增成功');
  await list.filterByName(OPERATOR.userName);
  await list.openDetail(OPERATOR.userName);
  operatorId = Number(new URL(page.url()).searchParams.get('userId'));
  expect(operatorId).toBeGreaterThan(0);

  // The 用户管理 directory is open already (the user pages are in it): its entry is one click away.
  await shell.sidebar.getByRole('button', { name: '组织架构', exact: true }).click();
  await expect(page).toHaveURL(/\/organization-list$/);
  await page.getByRole('button', { name: '新增部门' }).click();
  const deptDialog = page.getByRole('dialog', { name: '新增部门' });
  await deptDialog.getByRole('textbox', { name: '部门名称' }).fill(DEPT);
  await deptDialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
  const depts = page.getByRole('table', { name: '组织架构' });
  await depts
    .getByRole('row', { name: new RegExp(DEPT) })
    .getByRole('button', { name: '成员' })
    .click();
  await expect(page.getByText(`部门：${DEPT}`)).toBeVisible();
  await page.getByRole('button', { name: '添加成员' }).click();
  const picker = page.getByRole('dialog', { name: '添加成员' });
  await picker.getByRole('checkbox', { name: `选择 ${OPERATOR.userName}` }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(
    page.getByRole('table', { name: '部门成员' }).getByRole('row', { name: new RegExp(OPERATOR.userName) }),
  ).toBeVisible();

  await page.goto(`/system/user-auth/role/${operatorId}`);
  await expect(page.getByText(`用户：${OPERATOR.userName}`)).toBeVisible();
  await page.getByRole('checkbox', { name: `选择 ${OPS_ROLE_TITLE}` }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
});

test('the operator sees only the ops_operators menu and is refused other APIs with 403', async ({ page }) => {
  await signIn(page, OPERATOR.userName, OPERATOR.password);
  const shell = new Shell(page);
  const menu = topMenuOfRole(RoleKey.opsOperators);
  expect(menu.shown).toEqual(expect.arrayContaining(['首页', '我的资产', '审批中心', '资产管理']));
  expect(menu.absent).toEqual(expect.arrayContaining(['用户管理', '系统设置', '审计中心']));
  for (const entry of menu.shown) {
    await expect(shell.sidebar.getByRole('button', { name: entry, exact: true })).toBeVisible();
  }
  for (const entry of menu.absent) {
    await expect(shell.sidebar.getByRole('button', { name: entry, exact: true })).toHaveCount(0);
  }

  // Straight to the API with the console's own token, as a curious user with the developer tools would.
  const codes = await page.evaluate(async (userId) => {
    const cookie = document.cookie.split('; ').find((part) => part.startsWith('Admin-Token='));
    const token = decodeURIComponent(cookie?.slice('Admin-Token='.length) ?? '');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const codeOf = async (path: string, init: RequestInit = {}) =>
      ((await (await fetch(`/prod-api${path}`, { ...init, headers })).json()) as { code: number }).code;
    return {
      own: await codeOf('/ucenter/user/getLoginInfo'),
      users: await codeOf('/ucenter/user/list'),
      roleChange: await codeOf(`/system/user/authRole/${userId}`, {
        method: 'PUT',
        body: JSON.stringify({ roleIds: [1] }),
      }),
      auditLog: await codeOf('/monitor/operlog/list'),
    };
  }, operatorId);
  expect(codes).toEqual({ own: 200, users: 403, roleChange: 403, auditLog: 403 });
});

test('the operation log shows the user creation with who, when and where, and the refused role change', async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN.userName, E2E_ADMIN.password);
  await new Shell(page).openMenu('审计中心', '操作日志');
  await expect(page).toHaveURL(/\/oper-log-list$/);
  await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();

  const log = new OperLogPage(page);
  await log.search({ operName: E2E_ADMIN.userName, businessType: '新增' });
  const creation = log.rows(OPERATOR.userName);
  await expect(creation).toHaveCount(1);
  await expect(creation).toContainText(E2E_ADMIN.userName);
  await expect(creation).toContainText('用户管理');
  await expect(creation).toContainText('新增用户');
  await expect(creation).toContainText('127.0.0.1');
  await expect(creation).toContainText('成功');
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await expect(creation).toContainText(day);

  await log.openDetail(creation);
  await expect(log.detail).toContainText(`${E2E_ADMIN.userName} (`);
  await expect(log.detail).toContainText('/prod-api/ucenter/user/add');
  await expect(log.detail).toContainText(OPERATOR.userName);
  await expect(log.detail).toContainText(String(operatorId));
  await expect(log.detail).not.toContainText(OPERATOR.password);
  await log.closeDetail();

  // The operator's direct role change: refused at the gate, still on record as a failed grant.
  await log.search({ operName: OPERATOR.userName, status: '失败' });
  const refused = log.rows('授权');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(OPERATOR.userName);
  await expect(refused).toContainText('失败');
  await expect(refused).toContainText('设置用户角色');
});

test('the sign-in log shows the operator’s sign-in, found by user, address and outcome', async ({ page }) => {
  await signIn(page, E2E_ADMIN.userName, E2E_ADMIN.password);
  await new Shell(page).openMenu('审计中心', '登录日志');
  await expect(page).toHaveURL(/\/login-log-list$/);
  await expect(page.getByRole('heading', { name: '登录日志' })).toBeVisible();

  const search = page.getByRole('form', { name: '搜索' });
  await search.getByRole('textbox', { name: '用户名称' }).fill(OPERATOR.userName);
  await search.getByRole('textbox', { name: '登录地址' }).fill('127.0.0');
  await search.getByRole('button', { name: '搜索' }).click();
  const table = page.getByRole('table', { name: '登录日志' });
  const rows = table.getByRole('row').filter({ hasText: OPERATOR.userName });
  await expect(rows.first()).toContainText('127.0.0.1');
  await expect(rows.first()).toContainText('成功');
  await expect(rows.first()).toContainText('登录成功');

  await search.getByRole('textbox', { name: '登录地址' }).fill('203.0.113.');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(table).toBeHidden();
  await expect(page.getByText('暂无数据')).toBeVisible();
});
