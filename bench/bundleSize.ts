import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { readCaptchaAnswer } from '../tests/support/captcha';
import { BENCH_ADMIN } from './consoleSetup';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];

/** Collects the gzip size of every JavaScript file the page loads, by URL. */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const isScript = response.request().resourceType() === 'script' || response.url().endsWith('.js');
    if (!isScript || response.status() !== 200) return;
    try {
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A body dropped by a navigation was not needed to show the page.
    }
  });
  return sizes;
}

const totalKb = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024;

/** Gzip KB of the JavaScript needed to show /login, and of everything needed for the signed-in shell. */
export async function measureBundles(baseUrl: string, dataDir: string): Promise<{ loginKb: number; shellKb: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const sizes = recordScripts(page);
    let captchaUuid = '';
    page.on('response', async (response) => {
      if (!response.url().includes('/prod-api/ucenter/captcha')) return;
      captchaUuid = ((await response.json()) as { data: { uuid: string } }).data.uuid;
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    const loginKb = totalKb(sizes);

    await page.getByRole('textbox', { name: '用户名', exact: true }).fill(BENCH_ADMIN.userName);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('textbox', { name: '验证码', exact: true }).fill(readCaptchaAnswer(dataDir, captchaUuid));
    await page.getByRole('button', { name: '登 录' }).click();
    // The first sign-in opens the fill-personal-info dialog over the shell, hiding it from the accessibility tree.
    await page.waitForURL(/\/assets-my$/);
    await page.locator('nav').first().waitFor();
    await page.waitForLoadState('networkidle');
    return { loginKb, shellKb: totalKb(sizes) };
  } finally {
    await browser.close();
  }
}
