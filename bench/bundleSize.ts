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

/**
 * Waits until no new script has arrived for 1.5 s. Not `networkidle`: the hub's SharedWorker script counts as a
 * request of the page that never finishes, so the page is never idle by that measure.
 */
async function settled(sizes: Map<string, number>): Promise<void> {
  let seen = -1;
  while (seen !== sizes.size) {
    seen = sizes.size;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
}

const totalKb = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024;

export interface BundleSizes {
  loginKb: number;
  shellKb: number;
  /** What the approval centre's backlog adds to the shell, and what the flow designer adds to that. */
  approveCenterKb: number;
  designerKb: number;
  /** Scripts of the BPMN modeler/viewer (bpmn-js, diagram-js) loaded before the designer was opened. */
  bpmnBeforeDesigner: string[];
}

const isBpmnChunk = (url: string) => /\/(bpmn-js|createModeler|createViewer|FlowDiagramViewer)[-.]/.test(url);

/**
 * Gzip KB of the JavaScript needed to show /login, of everything needed for the signed-in shell, and of what
 * the approval centre and the flow designer add, page after page in one tab (the modeler must stay out of
 * every page but the designer and a request's diagram).
 */
export async function measureBundles(baseUrl: string, dataDir: string): Promise<BundleSizes> {
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
    await settled(sizes);
    const shellKb = totalKb(sizes);

    // Contact details filled in, so that the fill-personal-info dialog does not cover the next pages.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
    const authorization = { Authorization: `Bearer ${token}` };
    const info = await (
      await page.request.get(`${baseUrl}/prod-api/ucenter/user/getLoginInfo`, { headers: authorization })
    ).json();
    await page.request.post(`${baseUrl}/prod-api/ucenter/user/updateOwnInfo`, {
      headers: authorization,
      data: {
        userId: (info as { data: { userId: number } }).data.userId,
        userName: BENCH_ADMIN.userName,
        nickName: BENCH_ADMIN.nickName,
        phonenumber: '13800138000',
        email: 'bench@example.com',
      },
    });
    await page.goto(`${baseUrl}/approve-center-list`);
    await page.getByRole('tab', { name: '待我审批' }).waitFor();
    await settled(sizes);
    const approveCenterKb = totalKb(sizes) - shellKb;
    const bpmnBeforeDesigner = [...sizes.keys()].filter(isBpmnChunk);

    const models = await page.request.get(`${baseUrl}/prod-api/api/flow/model/list?processKind=login`, {
      headers: authorization,
    });
    const loginModel = ((await models.json()) as { rows: { id: number }[] }).rows[0];
    if (!loginModel) throw new Error('no flow model bound to login approvals');
    const before = totalKb(sizes);
    await page.goto(`${baseUrl}/flow-manage-form?id=${loginModel.id}`);
    await page.locator('.djs-container').first().waitFor();
    await page.getByRole('tab', { name: '表单设计' }).click();
    await settled(sizes);
    return { loginKb, shellKb, approveCenterKb, designerKb: totalKb(sizes) - before, bpmnBeforeDesigner };
  } finally {
    await browser.close();
  }
}
