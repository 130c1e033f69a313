import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser (docs/watermark.md): an administrator turns the page watermark on from the 水印设置 tab of /setup;
 * the overlay then covers the main area as §9 says (z-index 2000, opacity 1 − transparency, the tile at half the
 * configured size), comes back at once when removed or restyled in the page, covers the terminal and monitor pages, and
 * is absent from /vedio-replay. Turned off again at the end, so the other specs see the console without it.
 */
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
const OVERLAY = '[data-watermark]';

test.beforeAll(async () => {
  await ensureAdminReady();
});

test.afterAll(async () => {
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const current = await fixtures.api<Record<string, unknown>>('/setting-center/watermarkSettings', {}, token);
  await fixtures.api(
    '/setting-center/watermarkSettings',
    { method: 'PUT', body: JSON.stringify({ ...current, isOpen: false }) },
    token,
  );
});

/** The overlay's computed look, read from the page. */
function overlayLook(page: Page) {
  return page.locator(OVERLAY).evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      zIndex: style.zIndex,
      opacity: style.opacity,
      display: style.display,
      position: style.position,
      pointerEvents: style.pointerEvents,
      backgroundSize: style.backgroundSize,
      hasImage: style.backgroundImage.startsWith('url("data:image/png'),
      width: box.width,
      height: box.height,
    };
  });
}

test('the watermark is set on /setup, covers the console, survives tampering and stays off the replay', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, '/setup?tab=watermark');
  const form = page.getByRole('region', { name: '水印设置' });
  await expect(form.getByRole('switch', { name: '开启页面水印' })).not.toBeChecked();
  await expect(page.locator(OVERLAY)).toHaveCount(0);

  await test.step('a bad width is refused under its field; a good form is saved', async () => {
    await form.getByRole('switch', { name: '开启页面水印' }).check();
    await form.getByRole('textbox', { name: '水印内容' }).fill('内部资料 请勿外传');
    await form.getByRole('checkbox', { name: '昵称' }).check();
    await form.getByRole('spinbutton', { name: '水印宽度（px）' }).fill('10');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('水印宽度须在 40 至 2000 之间')).toBeVisible();
    await form.getByRole('spinbutton', { name: '水印宽度（px）' }).fill('300');
    await form.getByRole('spinbutton', { name: '水印高度（px）' }).fill('160');
    // Transparency 0.3: the slider from its start, six steps of 0.05.
    const slider = form.getByRole('slider', { name: /透明度/ });
    await slider.focus();
    await page.keyboard.press('Home');
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
    await expect(form.getByText('透明度: 0.3')).toBeVisible();
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '水印设置已保存');
  });

  await test.step('the overlay covers the main area as §9 says', async () => {
    await expect(page.locator(OVERLAY)).toHaveCount(1);
    const look = await overlayLook(page);
    expect(look).toMatchObject({
      zIndex: '2000',
      opacity: '0.7',
      display: 'block',
      position: 'absolute',
      pointerEvents: 'none',
      backgroundSize: '150px 80px',
      hasImage: true,
    });
    expect(look.width).toBeGreaterThan(300);
    expect(look.height).toBeGreaterThan(200);
    // It never catches the pointer: the page under it still works.
    await page.getByRole('tab', { name: '基础配置' }).click();
    await expect(page.getByRole('tab', { name: '基础配置' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('removed or restyled from the page, it is back at once', async () => {
    await page.locator(OVERLAY).evaluate((element) => element.remove());
    await expect(page.locator(OVERLAY)).toHaveCount(1);
    await page.locator(OVERLAY).evaluate((element) => {
      (element as HTMLElement).style.setProperty('display', 'none', 'important');
      (element as HTMLElement).style.setProperty('opacity', '0', 'important');
    });
    await expect.poll(async () => (await overlayLook(page)).display).toBe('block');
    expect((await overlayLook(page)).opacity).toBe('0.7');
    await page.locator(OVERLAY).evaluate((element) => element.setAttribute('hidden', ''));
    await expect.poll(() => page.locator(OVERLAY).evaluate((element) => element.hasAttribute('hidden'))).toBe(false);
  });

  await test.step('the terminal and monitor pages carry it over the whole window; the replay does not', async () => {
    await page.goto('/terminal');
    await expect(page.locator(OVERLAY)).toHaveCount(1);
    expect(await overlayLook(page)).toMatchObject({ position: 'fixed', zIndex: '2000' });
    await page.goto('/monitor-terminal');
    await expect(page.locator(OVERLAY)).toHaveCount(1);
    await page.goto('/vedio-replay');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator(OVERLAY)).toHaveCount(0);
  });
});
