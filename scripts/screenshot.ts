/**
 * Takes the README's screenshot of the console (docs/console.png): a fresh server, the first
 * administrator, a real sign-in in Debian's chromium. Run after `npm run build`: `npx tsx scripts/screenshot.ts`.
 */
import { chromium } from '@playwright/test';
import { BENCH_ADMIN, initialise } from '../bench/consoleSetup';
import { startServer } from '../bench/serverProcess';
import { readCaptchaAnswer } from '../tests/support/captcha';

const server = await startServer(8192);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await initialise(server.url);
  const page = await browser.newPage({ viewport: { width: 1440, height: 860 } });
  let captchaUuid = '';
  page.on('response', async (response) => {
    if (response.url().includes('/prod-api/ucenter/captcha')) {
      captchaUuid = ((await response.json()) as { data: { uuid: string } }).data.uuid;
    }
  });
  await page.goto(`${server.url}/login`);
  await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill(BENCH_ADMIN.userName);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(BENCH_ADMIN.password);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(readCaptchaAnswer(server.dataDir, captchaUuid));
  await page.getByRole('button', { name: '登 录' }).click();
  const infoDialog = page.getByRole('dialog', { name: '补录信息' });
  await infoDialog.getByRole('textbox', { name: '手机号码' }).fill('13800138000');
  await infoDialog.getByRole('textbox', { name: '邮箱' }).fill('ops@example.com');
  await infoDialog.getByRole('button', { name: '保存' }).click();
  await infoDialog.waitFor({ state: 'hidden' });
  await page.getByRole('navigation', { name: '菜单' }).getByRole('button', { name: '用户管理', exact: true }).click();
  await page.getByRole('navigation', { name: '菜单' }).getByRole('button', { name: '系统设置', exact: true }).click();
  await page.goto(`${server.url}/user/profile`);
  await page.getByRole('navigation', { name: '菜单' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'docs/console.png' });
  console.log('docs/console.png written');
} finally {
  await browser.close();
  await server.stop();
}
