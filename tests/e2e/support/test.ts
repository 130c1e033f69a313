import { type BrowserContext, test as base } from '@playwright/test';
import { AxeAudit } from './axeAudit';

export * from '@playwright/test';

const CONTEXT_CLOSE_GRACE_MS = 15_000;

/**
 * The specs' `test`: Playwright's, with
 * - `axeAudit` (automatic): every Gatehouse page the test opens, in any browser context, is checked with axe-core
 *   once per path and run (in the first test that opens it), and the test fails listing each critical or serious WCAG 2.1 A/AA violation;
 * - a browser context whose closing is bounded (closeContext, which specs use for the contexts they make). Now and
 *   then Debian's chromium never answers the disposal of a context after a passing test (seen on /register, SSO
 *   stories and the hub's tabs right after their logout), and an unbounded close then waits out the whole test
 *   timeout and fails a test whose assertions all held. The context is made from the configured
 *   defaults (baseURL, locale, `test.use` overrides) as the built-in one is; a context that does not close in time
 *   is left to the browser, which the worker closes at its end.
 */
export const test = base.extend<{ context: BrowserContext; axeAudit: AxeAudit }>({
  axeAudit: [
    async ({ browser }, use, testInfo) => {
      const audit = new AxeAudit();
      const watch = (context: BrowserContext) => audit.watchContext(context);
      browser.on('context', watch);
      await use(audit);
      browser.off('context', watch);
      await audit.finish();
      testInfo.annotations.push({ type: 'axe', description: `${audit.audited} page(s) audited` });
      const report = audit.report();
      if (!report) return;
      await testInfo.attach('axe violations', { body: report, contentType: 'text/plain' });
      // A test that failed already keeps its own error first; the attachment still lists the findings.
      if (testInfo.status === testInfo.expectedStatus) throw new Error(report);
    },
    { auto: true },
  ],
  context: async ({ browser, axeAudit }, use) => {
    const context = await browser.newContext();
    axeAudit.watchContext(context);
    await use(context);
    await axeAudit.finish(context.pages());
    await closeContext(context);
  },
});

/**
 * Closes a browser context a test made itself (`browser.newContext()`), bounded as the fixture's own: a context
 * chromium does not dispose of in time is left to the browser and noted on the test, which goes on.
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    context.close().then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CONTEXT_CLOSE_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
  if (closed) return;
  const testInfo = test.info();
  testInfo.annotations.push({
    type: 'warning',
    description: `chromium did not close the browser context within ${CONTEXT_CLOSE_GRACE_MS / 1000} s`,
  });
  console.warn(`[e2e] ${testInfo.title}: browser context not closed within ${CONTEXT_CLOSE_GRACE_MS} ms`);
}
