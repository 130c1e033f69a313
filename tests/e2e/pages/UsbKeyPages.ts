import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';

/** /user-bind-usb-key-form with a (simulated) USB key plugged in. */
export class UsbKeyBindingForm {
  constructor(private readonly page: Page) {}

  /** Opens the form on this server and waits until it names the plugged-in device. */
  async open(baseUrl: string, device: string): Promise<void> {
    await this.page.goto(`${baseUrl}/user-bind-usb-key-form`);
    await expect(this.page.getByText(`已连接 USB-KEY：${device}`)).toBeVisible();
  }

  /** Initialises the key with this PIN and binds it: the list then shows its certificate, issued to userName. */
  async initialiseAndBind(pin: string, userName: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'PIN 码' }).fill(pin);
    await this.page.getByRole('button', { name: '初始化并绑定 USB-KEY' }).click();
    await expectToast(this.page, 'USB-KEY绑定成功');
    await expect(
      this.page.getByRole('table', { name: '已绑定的密钥' }).getByRole('row', { name: /USB-KEY 证书/ }),
    ).toContainText(userName);
  }
}

/** The USB-KEY tab of the sign-in page. */
export class UsbKeySignIn {
  private readonly panel: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByTestId('usb-key-login');
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'USB-KEY', exact: true }).click();
  }

  async signIn(userName: string, pin: string): Promise<void> {
    await this.panel.getByRole('textbox', { name: '用户名' }).fill(userName);
    await this.submitPin(pin);
  }

  /** Signs in again with another PIN, the user name left as it was typed. */
  async submitPin(pin: string): Promise<void> {
    await this.panel.getByRole('textbox', { name: 'PIN 码' }).fill(pin);
    await this.panel.getByRole('button', { name: 'USB-KEY 登录' }).click();
  }
}
