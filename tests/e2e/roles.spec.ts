import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { closeContext, expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * An administrator makes a role from the permission tree, gives it to a
 * user on /system/role-auth/user/:roleId, builds a two-level department tree and adds the user as a
 * visitor; the user then signs in and sees only the menu the role permits.
 */
test.describe.configure({ mode: 'serial' });

const OPERATOR = { userName: 'e2e_operator', password: 'Oper@tor2026' };
const ROLE = { zh: '资产查看员', en: 'Asset viewer', key: 'asset_viewer_e2e' };
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);

test.beforeAll(async () => {
  await fixtures.ensureAdmin(E2E_ADMIN);
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
});

test('an administrator creates a role from the permission tree and assigns a user to it', async ({ page }) => {
  await signInByToken(page, E2E_ADMIN, '/assets-my');
  const shell = new Shell(page);
  await shell.openMenu('用户管理', '角色管理');
  await expect(page).toHaveURL(/\/role-manage-list$/);
  const roles = page.getByRole('table', { name: '角色管理' });
  await expect(roles.getByRole('row', { name: /super_manager/ })).toContainText('受保护');

  await page.getByRole('button', { name: '新增角色' }).click();
  const dialog = page.getByRole('dialog', { name: '新增角色' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('中文名称不能为空')).toBeVisible();
  await dialog.getByRole('textbox', { name: '中文名称' }).fill(ROLE.zh);
  await dialog.getByRole('textbox', { name: '英文名称' }).fill(ROLE.en);
  await dialog.getByRole('textbox', { name: '角色标识' }).fill(ROLE.key);
  const tree = dialog.getByRole('group', { name: '权限树' });
  for (const permission of ['system:home:query', 'system:asset:query', 'system:label:query']) {
    await tree.getByRole('checkbox', { name: permission }).check();
  }
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
  await expect(dialog).toBeHidden();
  const row = roles.getByRole('row', { name: new RegExp(ROLE.key) });
  await expect(row).toContainText(ROLE.zh);

  await row.getByRole('button', { name: '分配用户' }).click();
  await expect(page).toHaveURL(/\/system\/role-auth\/user\/\d+$/);
  await expect(page.getByText(`角色：${ROLE.zh}（${ROLE.key}）`)).toBeVisible();
  await page.getByRole('button', { name: '添加用户' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByRole('textbox', { name: '用户名' }).fill(OPERATOR.userName);
  await picker.getByRole('button', { name: '搜索' }).click();
  await picker.getByRole('checkbox', { name: `选择 ${OPERATOR.userName}` }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '已添加 1 个用户');
  await expect(
    page.getByRole('table', { name: '已分配用户' }).getByRole('row', { name: new RegExp(OPERATOR.userName) }),
  ).toBeVisible();

  await page.goto('/system/role-auth/user/12ab');
  await expect(page).toHaveURL(/\/404$/);
});

test('the administrator builds a department tree two levels deep and adds the user as a visitor', async ({ page }) => {
  await signInByToken(page, E2E_ADMIN, '/assets-my');
  await new Shell(page).openMenu('用户管理', '组织架构');
  await expect(page).toHaveURL(/\/organization-list$/);

  await page.getByRole('button', { name: '新增部门' }).click();
  const topDialog = page.getByRole('dialog', { name: '新增部门' });
  await topDialog.getByRole('textbox', { name: '部门名称' }).fill('华东总部');
  await topDialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
  const depts = page.getByRole('table', { name: '组织架构' });
  await depts
    .getByRole('row', { name: /华东总部/ })
    .getByRole('button', { name: '新增下级' })
    .click();
  const childDialog = page.getByRole('dialog', { name: '新增部门' });
  await expect(childDialog.getByRole('combobox', { name: '上级部门' })).toHaveText('华东总部');
  await childDialog.getByRole('textbox', { name: '部门名称' }).fill('运维一部');
  await childDialog.getByRole('button', { name: '保存' }).click();
  await expect(depts.getByRole('row', { name: /运维一部/ })).toHaveAttribute('aria-level', '2');

  await depts
    .getByRole('row', { name: /运维一部/ })
    .getByRole('button', { name: '成员' })
    .click();
  await expect(page).toHaveURL(/\/organization-user-form\?deptId=\d+$/);
  await expect(page.getByText('部门：华东总部 / 运维一部')).toBeVisible();
  await page.getByRole('button', { name: '添加成员' }).click();
  const picker = page.getByRole('dialog', { name: '添加成员' });
  await picker.getByRole('combobox', { name: '新成员的部门角色' }).click();
  await page.getByRole('option', { name: '访客' }).click();
  await picker.getByRole('checkbox', { name: `选择 ${OPERATOR.userName}` }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  const member = page
    .getByRole('table', { name: '部门成员' })
    .getByRole('row', { name: new RegExp(OPERATOR.userName) });
  await expect(member.getByRole('combobox', { name: '部门角色' })).toHaveText('访客');

  await page.goto('/organization-user-form?deptId=abc');
  await expect(page).toHaveURL(/\/404$/);
});

test('the user signs in and sees only the menu the role permits', async ({ page }) => {
  await signInByToken(page, OPERATOR, '/assets-my');
  const shell = new Shell(page);
  for (const entry of ['首页', '我的资产', '资产管理']) {
    await expect(shell.sidebar.getByRole('button', { name: entry, exact: true })).toBeVisible();
  }
  for (const entry of ['用户管理', '系统设置', '审计中心', '审批中心']) {
    await expect(shell.sidebar.getByRole('button', { name: entry, exact: true })).toHaveCount(0);
  }
  await shell.openMenu('资产管理', '标签管理');
  await expect(page).toHaveURL(/\/assets-label-list$/);
  await page.goto('/role-manage-list');
  await expect(page).toHaveURL(/\/404$/);
});

test('taking the role away on /system/user-auth/role/:userId reaches the user’s open console at once', async ({
  browser,
}) => {
  const userContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const userPage = await userContext.newPage();
    await signInByToken(userPage, OPERATOR, '/assets-my');
    const userShell = new Shell(userPage);
    await expect(userShell.sidebar.getByRole('button', { name: '资产管理', exact: true })).toBeVisible();

    const adminPage = await adminContext.newPage();
    await signInByToken(adminPage, E2E_ADMIN, '/system/user-auth/role/x1');
    await expect(adminPage).toHaveURL(/\/404$/);
    await adminPage.goto(`/system/user-auth/role/${fixtures.userId(OPERATOR.userName)}`);
    await expect(adminPage.getByText(`用户：${OPERATOR.userName}`)).toBeVisible();
    const roleBox = adminPage.getByRole('checkbox', { name: `选择 ${ROLE.zh}` });
    await expect(roleBox).toBeChecked();
    await roleBox.uncheck();
    await adminPage.getByRole('button', { name: '保存' }).click();
    await expectToast(adminPage, '保存成功');

    // The user's open console is told on the notify socket and drops the menu entry without a navigation.
    await expect(userShell.sidebar.getByRole('button', { name: '资产管理', exact: true })).toHaveCount(0);
  } finally {
    await closeContext(userContext);
    await closeContext(adminContext);
  }
});

test('a department supervisor manages the members below them from 我的部门, without the organisation pages', async ({
  page,
}) => {
  const boss = { userName: 'e2e_dept_boss', password: 'B0ss@dept2026' };
  const staff = { userName: 'e2e_dept_staff', password: 'St@ff2026dept' };
  await fixtures.createUser(boss.userName, boss.password);
  await fixtures.createUser(staff.userName, staff.password);
  const admin = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
  const top = await fixtures.api<{ deptId: number }>(
    '/system/dept',
    json({ deptName: '华南运维', parentId: null }),
    admin,
  );
  const shift = await fixtures.api<{ deptId: number }>(
    '/system/dept',
    json({ deptName: '夜班', parentId: top.deptId }),
    admin,
  );
  const members = (deptId: number, userName: string, deptRole: number) =>
    fixtures.api('/system/dept/members', json({ deptId, userIds: [fixtures.userId(userName)], deptRole }), admin);
  await members(top.deptId, boss.userName, 1);
  await members(shift.deptId, staff.userName, 4);
  await fixtures.api(
    `/system/user/authRole/${fixtures.userId(boss.userName)}`,
    { method: 'PUT', body: JSON.stringify({ roleIds: [fixtures.roleId('ops_operators')] }) },
    admin,
  );

  await signInByToken(page, boss, '/user/profile');
  await page.getByRole('tab', { name: '我的部门' }).click();
  await expect(page).toHaveURL(/\/user\/department$/);
  await page.getByRole('combobox', { name: '管理的部门' }).click();
  await page.getByRole('option', { name: '华南运维 / 夜班' }).click();
  await expect(page.getByText('部门：华南运维 / 夜班')).toBeVisible();
  const row = page.getByRole('table', { name: '部门成员' }).getByRole('row', { name: new RegExp(staff.userName) });
  await row.getByRole('combobox', { name: '部门角色' }).click();
  await page.getByRole('option', { name: '普通成员' }).click();
  await expectToast(page, '部门角色已更新');
  await expect(row.getByRole('combobox', { name: '部门角色' })).toHaveText('普通成员');
  await expect(page.getByRole('button', { name: '添加成员' })).toHaveCount(0);

  await page.goto('/organization-list');
  await expect(page).toHaveURL(/\/404$/);
});
