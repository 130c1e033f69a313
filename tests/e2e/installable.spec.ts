import { ensureAdminReady } from './support/adminApi';
import { expect, type Page, test } from './support/test';

// The service worker is what this spec tests (other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A wall screen or kiosk installs the console from /login, before anyone signs in. The service
 * worker registers from the sign-in page (after load, when idle) and takes control of it, the manifest is
 * valid, and Chromium itself finds nothing that stops installation.
 */

/** `ready` may resolve while the worker is still activating: wait for `activated`, then for control. */
async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.beforeAll(async () => {
  await ensureAdminReady();
});

test('/login registers the service worker and is installable without signing in', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();

  await test.step('the service worker becomes active and controls /login', async () => {
    await waitForControllingWorker(page);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { scope: registration?.scope, script: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(new URL(worker.scope ?? '').pathname).toBe('/');
    expect(new URL(worker.script ?? '').pathname).toBe('/sw.js');
    await expect(page).toHaveURL(/\/login/);
    expect((await context.cookies()).map(({ name }) => name)).not.toContain('Admin-Token');
  });

  await test.step('the manifest is valid: names, start URL in scope, standalone display, 192 and 512 px icons', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href ?? '');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        ({ sizes, purpose }) => sizes === `${size}x${size}` && (purpose ?? 'any').includes('any'),
      );
      expect(icon, `${size}px icon`).toBeDefined();
      const image = await page.request.get(icon?.src ?? '');
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: size, height: size });
    }
  });

  await test.step("Chromium's own install check finds no error", async () => {
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A Playwright context is an off-the-record profile, which Chromium never installs from; that one
    // error is about the test's browser profile, not about the console.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  });
});
