import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CJK_FONT_FAMILY, CJK_FONT_URL } from '../../src/app/theme/cjkFont';
import { E2E_ADMIN, E2E_PORT } from './env';
import { ensureAdminReady } from './support/adminApi';
import { type BrowserContext, chromium, closeContext, expect, type Locator, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Chinese on a machine without a Chinese font (issue 17 item 5, docs/wall-screen.md): the console names its own
 * CJK subset after the system's CJK faces. Where the system has one (this machine's fonts-noto-cjk) no page asks for
 * the file; in a Chromium whose fontconfig knows DejaVu only, a kiosk's case, /login and /wall fetch it once and
 * draw their Chinese with it, full-width, instead of DejaVu's narrow empty boxes.
 */
const BASE = `http://127.0.0.1:${E2E_PORT}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await ensureAdminReady();
});

/** Every request the context makes for the subset. */
function fontRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === CJK_FONT_URL) seen.push(request.url());
  });
  return seen;
}

/**
 * The state of the page's declared CJK face once every font the page needs has arrived ('unloaded': never needed).
 * /login declares it twice, in its prerendered styles and again as the script takes over: each declaration counts.
 */
async function faceStatus(page: Page, family = CJK_FONT_FAMILY): Promise<string> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === name);
    return [...new Set(faces.map((face) => face.status))].join(',') || 'undeclared';
  }, family);
}

/**
 * The drawn width of the first run of Chinese characters in an element, in ems per character: about 1 in a CJK font,
 * 0.6 for DejaVu's empty box (tofu).
 */
async function emsPerCharacter(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const run = /[\u4e00-\u9fff]+/.exec(node.textContent ?? '');
      if (!run || !node.parentElement) continue;
      const range = document.createRange();
      range.setStart(node, run.index);
      range.setEnd(node, run.index + run[0].length);
      const fontSize = Number.parseFloat(getComputedStyle(node.parentElement).fontSize);
      return range.getBoundingClientRect().width / fontSize / run[0].length;
    }
    throw new Error(`no Chinese in ${root.outerHTML.slice(0, 120)}`);
  });
}

/** The fonts Chromium drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, element: Locator): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
  } finally {
    await element.evaluate((node) => node.removeAttribute('data-font-probe'));
    await cdp.detach();
  }
}

const signInLabel = (page: Page) => page.getByText('用户名', { exact: true }).first();
const wallHeading = (page: Page) => page.getByRole('heading', { name: '运维大屏', level: 1 });

test('with a Chinese font on the system, /login and /wall never fetch the console’s own (issue 17 item 5)', async ({
  page,
  context,
}) => {
  const requests = fontRequests(context);
  await page.goto('/login');
  await expect(signInLabel(page)).toBeVisible();
  expect(await faceStatus(page)).toBe('unloaded');
  expect(await emsPerCharacter(signInLabel(page))).toBeCloseTo(1, 1);
  expect(await renderedFonts(page, signInLabel(page))).toContainEqual({
    familyName: 'Noto Sans CJK SC',
    isCustomFont: false,
  });

  await signInByToken(page, E2E_ADMIN, '/wall');
  await expect(wallHeading(page)).toBeVisible();
  await expect(page.getByTestId('wall-period')).toHaveText('最近 24 小时');
  expect(await faceStatus(page)).toBe('unloaded');
  expect(await emsPerCharacter(wallHeading(page))).toBeCloseTo(1, 1);
  expect(requests).toEqual([]);
});

test('on a kiosk without a Chinese font, /login and /wall fetch the subset once and draw Chinese with it (issue 17 item 5)', async () => {
  const testInfo = test.info();
  const fontconfigDir = mkdtempSync(join(tmpdir(), 'gatehouse-no-cjk-'));
  writeFileSync(
    join(fontconfigDir, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <cachedir>${join(fontconfigDir, 'cache')}</cachedir>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
`,
  );
  const browser = await chromium.launch({
    ...testInfo.project.use.launchOptions,
    env: { ...process.env, FONTCONFIG_FILE: join(fontconfigDir, 'fonts.conf') },
  });
  try {
    const context = await browser.newContext({
      baseURL: BASE,
      locale: 'zh-CN',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const requests = fontRequests(context);
    const page = await context.newPage();
    await page.goto('/login');
    await expect(signInLabel(page)).toBeVisible();

    // This browser really has no Chinese: the same words in the generic family alone are DejaVu's empty boxes.
    const tofu = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.cssText = 'font: 20px sans-serif; position: absolute; visibility: hidden';
      probe.textContent = '用户名';
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width / 20 / 3;
      probe.remove();
      return width;
    });
    expect(tofu).toBeLessThan(0.8);

    expect(await faceStatus(page)).toBe('loaded');
    expect(await emsPerCharacter(signInLabel(page))).toBeCloseTo(1, 1);
    expect(await renderedFonts(page, signInLabel(page))).toContainEqual({
      familyName: 'Noto Sans CJK SC',
      isCustomFont: true,
    });
    await testInfo.attach('login without a system CJK font', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });

    await signInByToken(page, E2E_ADMIN, '/wall');
    await expect(wallHeading(page)).toBeVisible();
    await expect(page.getByTestId('wall-period')).toHaveText('最近 24 小时');
    expect(await faceStatus(page)).toBe('loaded');
    expect(await emsPerCharacter(wallHeading(page))).toBeCloseTo(1, 1);
    expect(await renderedFonts(page, wallHeading(page))).toContainEqual({
      familyName: 'Noto Sans CJK SC',
      isCustomFont: true,
    });
    await testInfo.attach('wall without a system CJK font', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    // Once per page load, from this server; the HTTP cache may answer the second page's.
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect(requests.length).toBeLessThanOrEqual(2);
    expect(requests.every((url) => url === `${BASE}${CJK_FONT_URL}`)).toBe(true);
    await closeContext(context);
  } finally {
    await browser.close();
    rmSync(fontconfigDir, { recursive: true, force: true });
  }
});
