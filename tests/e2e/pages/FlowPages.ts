import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';

/** /flow-manage-form: the BPMN modeler with its properties panel, and the form designer beside it. */
export class FlowDesigner {
  constructor(readonly page: Page) {}

  async openFromList(flowName: string): Promise<void> {
    await this.page.goto('/flow-manage-list');
    await this.row(flowName).getByRole('button', { name: '设计' }).click();
    await expect(this.page).toHaveURL(/\/flow-manage-form\?id=\d+/);
    await expect(this.page.locator('.djs-container')).toBeVisible();
  }

  /** The list's row of the flow with exactly this name. */
  row(flowName: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: flowName, exact: true }) });
  }

  /** Adds a flow from the list (新增) and lands in its designer. */
  async add(flow: { modelKey: string; name: string }): Promise<void> {
    await this.page.goto('/flow-manage-list');
    await this.page.getByRole('button', { name: '新增' }).click();
    const dialog = this.page.getByRole('dialog', { name: '新增流程' });
    await dialog.getByRole('textbox', { name: '模型标识' }).fill(flow.modelKey);
    await dialog.getByRole('textbox', { name: '流程名称' }).fill(flow.name);
    await dialog.getByRole('button', { name: '创建并设计' }).click();
    await expect(this.page).toHaveURL(/\/flow-manage-form\?id=\d+/);
    await expect(this.page.locator('.djs-container')).toBeVisible();
  }

  /** 绑定 on the list: the flow answers for the process kind (or for none). */
  async bind(flowName: string, kind: string): Promise<void> {
    await this.page.goto('/flow-manage-list');
    await this.row(flowName).getByRole('button', { name: '绑定' }).click();
    const dialog = this.page.getByRole('dialog', { name: `绑定业务：${flowName}` });
    await dialog.getByRole('radio', { name: kind }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectToast(this.page, '绑定已保存');
    await expect(this.row(flowName)).toContainText(kind);
  }

  /** Selects an element through the toolbar's chooser (the keyboard route to the canvas). */
  async choose(element: RegExp): Promise<void> {
    await this.page.getByRole('combobox', { name: '选择元素' }).click();
    await this.page.getByRole('option', { name: element }).click();
  }

  async approvedByUsers(userNames: string[]): Promise<void> {
    await this.page.getByRole('combobox', { name: '审批人类型' }).click();
    await this.page.getByRole('option', { name: '指定用户' }).click();
    const picker = this.page.getByRole('combobox', { name: '审批用户' });
    for (const userName of userNames) {
      await picker.click();
      await picker.pressSequentially(userName);
      // A multiselect combobox lists its options as checkable menu items.
      await this.page.getByRole('menuitemcheckbox', { name: new RegExp(userName) }).click();
      await this.page.keyboard.press('Escape');
    }
  }

  async approvalMode(mode: '或签（一人同意即可）' | '会签（全部同意）'): Promise<void> {
    await this.page.getByRole('radio', { name: mode }).check();
  }

  async saveAndDeploy(): Promise<void> {
    await this.page.getByRole('button', { name: '保存并发布' }).click();
    await expectToast(this.page, '发布成功');
  }

  async formTab(): Promise<void> {
    await this.page.getByRole('tab', { name: '表单设计' }).click();
  }

  /** Adds a widget from the palette (a click appends it) and gives it a title, field name and required flag. */
  async addField(kind: string, field: { title: string; model: string; required?: boolean }): Promise<void> {
    await this.page.getByRole('navigation', { name: '控件' }).getByRole('button', { name: kind, exact: true }).click();
    const properties = this.page.getByRole('tabpanel').filter({ has: this.page.getByText('字段标识') });
    await properties.getByRole('textbox', { name: '标题' }).fill(field.title);
    await properties.getByRole('textbox', { name: '字段标识' }).fill(field.model);
    await properties.getByRole('textbox', { name: '字段标识' }).press('Tab');
    if (field.required) await properties.getByRole('switch', { name: '必填' }).check();
  }
}

/** /approve-center-list and /approve-center-list-form as an applicant and an approver use them. */
export class ApprovalCentre {
  constructor(readonly page: Page) {}

  /** 待我审批 (preselected): opens the request of the given flow. */
  async openWaiting(flowName: string): Promise<void> {
    await this.page.goto('/approve-center-list');
    await expect(this.page.getByRole('tab', { name: '待我审批' })).toHaveAttribute('aria-selected', 'true');
    const row = this.page.getByRole('row').filter({ hasText: flowName }).first();
    await row.getByRole('link', { name: '审批' }).click();
    await expect(this.page).toHaveURL(/\/approve-center-list-form\?id=\d+/);
  }

  /** The request's diagram: the ids of the elements marked as the current step. */
  activeSteps(): Locator {
    return this.page.locator('.djs-element.gh-step-active');
  }

  async approve(): Promise<void> {
    await this.page.getByRole('radio', { name: '同意' }).check();
    await this.page.getByRole('button', { name: '提交' }).click();
    await expectToast(this.page, '提交审批成功');
  }
}
