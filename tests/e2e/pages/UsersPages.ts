import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';

/** Confirms the system dialog that asks before a change (确定). */
export async function confirmDialog(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

/** /user-manage-list: the search form, the table and its row actions. */
export class UserListPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: '用户列表' });
  }

  async open(): Promise<void> {
    await this.page.goto('/user-manage-list');
    await expect(this.page.getByRole('heading', { name: '用户列表' })).toBeVisible();
  }

  /** Hides a column through the toolbar's transfer list. */
  async hideColumn(label: string): Promise<void> {
    await this.page.getByRole('toolbar', { name: '表格工具栏' }).getByRole('button', { name: '显隐列' }).click();
    const dialog = this.page.getByRole('dialog', { name: '显示/隐藏' });
    await dialog.getByRole('group', { name: '显示' }).getByRole('checkbox', { name: label }).check();
    await dialog.getByRole('button', { name: '隐藏所选列' }).click();
    await expect(dialog.getByRole('group', { name: '隐藏' }).getByRole('checkbox', { name: label })).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
  }

  async showColumn(label: string): Promise<void> {
    await this.page.getByRole('toolbar', { name: '表格工具栏' }).getByRole('button', { name: '显隐列' }).click();
    const dialog = this.page.getByRole('dialog', { name: '显示/隐藏' });
    await dialog.getByRole('group', { name: '隐藏' }).getByRole('checkbox', { name: label }).check();
    await dialog.getByRole('button', { name: '显示所选列' }).click();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
  }

  async add(): Promise<void> {
    await this.page.getByRole('button', { name: '新增', exact: true }).click();
    await expect(this.page).toHaveURL(/\/user-manage-form-page$/);
  }

  async filterByName(userName: string): Promise<void> {
    const search = this.page.getByRole('form', { name: '搜索' });
    await search.getByRole('textbox', { name: /^用户名/ }).fill(userName);
    await search.getByRole('button', { name: '搜索' }).click();
  }

  row(userName: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: userName, exact: true }) });
  }

  async openDetail(userName: string): Promise<void> {
    await this.row(userName).getByRole('link', { name: userName, exact: true }).click();
    await expect(this.page).toHaveURL(/\/user-manage-detail\?userId=\d+$/);
  }

  async delete(userName: string): Promise<void> {
    await this.row(userName)
      .getByRole('button', { name: `删除 ${userName}` })
      .click();
    await confirmDialog(this.page, userName);
    await expectToast(this.page, '删除成功');
  }
}

export interface NewUser {
  userName: string;
  nickName: string;
  phone: string;
  email: string;
  password: string;
  /** Roles ticked on the form, by their names as shown. */
  roles?: readonly string[];
}

/** /user-manage-form-page: the add form. */
export class UserFormPage {
  constructor(private readonly page: Page) {}

  async create(user: NewUser): Promise<void> {
    const form = this.page.getByRole('region', { name: '新增用户' });
    await form.getByRole('textbox', { name: /^用户名/ }).fill(user.userName);
    await form.getByRole('textbox', { name: /^用户昵称/ }).fill(user.nickName);
    await form.getByRole('textbox', { name: /^手机号码/ }).fill(user.phone);
    await form.getByRole('textbox', { name: /^邮箱/ }).fill(user.email);
    await form.getByRole('textbox', { name: /^初始密码/ }).fill(user.password);
    await expect(form.getByRole('checkbox', { name: '首次登录须修改密码' })).toBeChecked();
    for (const role of user.roles ?? []) await form.getByRole('checkbox', { name: role, exact: true }).check();
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(this.page, '新增成功');
  }
}

/** /user-manage-detail: the user's fields and the actions on it. */
export class UserDetailPage {
  constructor(private readonly page: Page) {}

  heading(userName: string): Locator {
    return this.page.getByRole('heading', { name: `用户详情 - ${userName}` });
  }

  status(): Locator {
    return this.page.getByRole('definition').filter({ hasText: /^(正常|锁定|未生效|已过期)$/ });
  }

  async lock(userName: string): Promise<void> {
    await this.page.getByRole('button', { name: '锁定', exact: true }).click();
    await confirmDialog(this.page, userName);
    await expectToast(this.page, '锁定成功');
    await expect(this.status()).toHaveText('锁定');
  }

  async unlock(userName: string): Promise<void> {
    await this.page.getByRole('button', { name: '解锁', exact: true }).click();
    await confirmDialog(this.page, userName);
    await expectToast(this.page, '解锁成功');
    await expect(this.status()).toHaveText('正常');
  }
}

/** The change-password dialog that a must-change user meets right after sign-in. */
export class ForcedPasswordDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page
      .getByRole('alertdialog', { name: '请修改初始密码' })
      .or(page.getByRole('dialog', { name: '请修改初始密码' }));
  }

  async change(oldPassword: string, newPassword: string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('textbox', { name: /^旧密码/ }).fill(oldPassword);
    await this.dialog.getByRole('textbox', { name: /^新密码/ }).fill(newPassword);
    await this.dialog.getByRole('textbox', { name: /^确认密码/ }).fill(newPassword);
    await this.dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(this.page, '修改密码成功');
    await expect(this.dialog).toBeHidden();
  }
}

/** /user-group-manage-list and /user-group-manage-detail. */
export class UserGroupPages {
  constructor(private readonly page: Page) {}

  async create(groupName: string): Promise<void> {
    await this.page.goto('/user-group-manage-list');
    await this.page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: '新增用户组' });
    await dialog.getByRole('textbox', { name: /^用户组名称/ }).fill(groupName);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(this.page, '新增成功');
    await expect(dialog).toBeHidden();
  }

  async openDetail(groupName: string): Promise<void> {
    await this.page.getByRole('table', { name: '用户组' }).getByRole('link', { name: groupName, exact: true }).click();
    await expect(this.page.getByRole('heading', { name: `用户组详情 - ${groupName}` })).toBeVisible();
  }

  members(): Locator {
    return this.page.getByRole('table', { name: '组成员' });
  }

  async addMember(userName: string): Promise<void> {
    await this.page.getByRole('button', { name: '添加成员' }).click();
    const picker = this.page.getByRole('dialog', { name: '添加成员' });
    await picker.getByRole('textbox', { name: '用户名' }).fill(userName);
    await picker.getByRole('button', { name: '搜索' }).click();
    await picker.getByRole('checkbox', { name: `选择 ${userName}` }).check();
    await picker.getByRole('button', { name: '确定' }).click();
    await expectToast(this.page, '添加成员成功');
    await expect(picker).toBeHidden();
  }

  async removeMember(userName: string): Promise<void> {
    await this.members()
      .getByRole('checkbox', { name: `选择 ${userName}` })
      .check();
    await this.page.getByRole('button', { name: '批量移除' }).click();
    await confirmDialog(this.page, '移出该组');
    await expectToast(this.page, '移除成员成功');
  }
}

/** "My sessions" on /user/profile. */
export class MySessionsCard {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: '我的会话' });
  }

  async open(): Promise<void> {
    await this.page.goto('/user/profile');
    await expect(this.table).toBeVisible();
  }

  async signOutEverywhereElse(): Promise<void> {
    await this.page.getByRole('button', { name: '退出其他所有会话' }).click();
    await confirmDialog(this.page, '除当前会话外');
    await expectToast(this.page, '已退出其他');
  }
}
