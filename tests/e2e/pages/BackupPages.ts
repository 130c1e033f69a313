import { expect, type Locator, type Page } from '@playwright/test';

export interface SftpForm {
  host: string;
  port: number;
  username: string;
  password?: string;
  directory?: string;
}

/** /setup → 账号备份: the SFTP backup server, its host key, the archives' encryption, the connection test. */
export class BackupSettingsTab {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: '账号备份' });
  }

  async open(): Promise<void> {
    await this.page.goto('/setup');
    await this.page.getByRole('tab', { name: '账号备份' }).click();
    await expect(this.form).toBeVisible();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async fillServer(sftp: SftpForm): Promise<void> {
    await this.field('服务器地址').fill(sftp.host);
    await this.field('端口').fill(String(sftp.port));
    await this.field('SFTP 用户名').fill(sftp.username);
    if (sftp.password !== undefined) await this.field('SFTP 密码').fill(sftp.password);
    if (sftp.directory !== undefined) await this.field('备份目录').fill(sftp.directory);
  }

  async setArchivePassword(password: string): Promise<void> {
    await this.form.getByRole('radio', { name: /^密码/ }).check();
    await this.field('加密密码').fill(password);
    await this.field('确认加密密码').fill(password);
  }

  /** Runs the connection test and answers the outcome shown under the button. */
  async testConnection(): Promise<string> {
    await this.form.getByRole('button', { name: '测试连接' }).click();
    const outcome = this.form.getByRole('status');
    await expect(outcome).toBeVisible();
    return (await outcome.textContent()) ?? '';
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: '保存', exact: true }).click();
  }
}

/** /setup-manage-task: the system tasks, the backup archives on the server and the restore dialog. */
export class BackupArchivesPage {
  readonly restoreDialog: Locator;
  readonly systemTasks: Locator;

  constructor(private readonly page: Page) {
    this.restoreDialog = page.getByRole('dialog', { name: '恢复账号备份' });
    this.systemTasks = page.getByRole('table', { name: '系统维护任务' });
  }

  /** The row of a system task, by its name as the server answers it. */
  systemTaskRow(name: string): Locator {
    return this.systemTasks.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  systemTaskDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: `编辑系统任务：${name}` });
  }

  async open(): Promise<void> {
    await this.page.goto('/setup-manage-task');
    await expect(this.page.getByRole('heading', { name: '系统任务', level: 1 })).toBeVisible();
  }

  /** The line that says why no archive is listed (or the server's refusal). */
  listStatus(): Locator {
    return this.page.getByRole('main').getByRole('status');
  }

  async openRestoreFromFile(): Promise<void> {
    await this.page.getByRole('button', { name: '从文件恢复…' }).click();
    await expect(this.restoreDialog).toBeVisible();
  }
}
