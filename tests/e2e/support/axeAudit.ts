import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what every page the browser tests open must meet. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['critical', 'serious']);
/** A page has settled when its DOM has not changed for this long with no request of its own in flight… */
const QUIET_MS = 400;
/** …or, for a page that never rests (a live terminal, a countdown), after this long. */
const SETTLE_MAX_MS = 5_000;
/** How many elements of one rule on one page the report names before it says "and N more". */
const TARGETS_SHOWN = 5;
/** How often one path is tried again after a reload cut its audit short. */
const RETRIES_PER_PATH = 3;
/**
 * Fluent's focus manager (Tabster) puts `<i tabindex="0" aria-hidden="true" data-tabster-dummy>` sentinels around
 * the page once a dialog or drawer is mounted: they hand focus on at once and are hidden so that screen readers do
 * not announce them. axe's aria-hidden-focus flags them; Tabster's maintainers call it intended
 * (microsoft/tabster#288) and Accessibility Insights suppresses exactly these nodes (accessibility-insights-web
 * #7605). Only those sentinels are let through, and only for that rule.
 */
export const FOCUS_SENTINEL = /^<[a-z]+\b[^>]*\bdata-(?:tabster-dummy|is-focus-trap-zone-bumper)\b/;
/**
 * Playwright's words for "this document went away under the call", which is no finding about the page; a reload
 * between axe's injection and its run leaves a fresh document without axe (`reading 'run'`).
 */
const DOCUMENT_GONE =
  /Execution context was destroyed|has been closed|navigat|Frame was detached|Target closed|reading 'run'|axe is not defined/i;

export interface AxeFinding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The path a page is audited under, whatever its server, query or hash. */
function auditKey(url: string): string | undefined {
  if (!url.startsWith('http')) return undefined;
  return new URL(url).pathname;
}

/**
 * Paths audited (or being audited) in this worker's run. Each page is audited once per run, in the first test that
 * opens it: auditing it again in every test cost about 40 % of the browser suite's time (users and roles specs:
 * 2.8 min with an audit per test, 2.0 without) on a machine where that suite is CPU-bound.
 */
const claimed = new Set<string>();

/**
 * Runs axe-core over every Gatehouse page a test opens, once per distinct path and run, after the page settled, and
 * collects the critical and serious violations. It watches pages from navigation events, so specs need no
 * calls of their own: a page is audited in the background while the test goes on, and one that navigates
 * away before its audit ends is audited on its next visit or at the end of the test instead.
 */
export class AxeAudit {
  private readonly pending = new Set<Promise<void>>();
  private readonly watchedPages = new WeakSet<Page>();
  private readonly contexts = new Set<BrowserContext>();
  private readonly findings: AxeFinding[] = [];
  private readonly failures: string[] = [];
  private readonly retries = new Map<string, number>();
  private auditedCount = 0;

  watchContext(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    context.on('close', () => this.contexts.delete(context));
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  private watchPage(page: Page): void {
    if (this.watchedPages.has(page)) return;
    this.watchedPages.add(page);
    let requestsInFlight = 0;
    page.on('request', () => {
      requestsInFlight += 1;
    });
    const settleRequest = () => {
      requestsInFlight = Math.max(0, requestsInFlight - 1);
    };
    page.on('requestfinished', settleRequest);
    page.on('requestfailed', settleRequest);
    const isNetworkIdle = () => requestsInFlight === 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page, isNetworkIdle);
    });
  }

  private schedule(page: Page, isNetworkIdle: () => boolean): void {
    const key = auditKey(page.url());
    if (!key || claimed.has(key)) return;
    claimed.add(key);
    const run = this.auditWhenSettled(page, key, isNetworkIdle).finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  private async auditWhenSettled(page: Page, key: string, isNetworkIdle: () => boolean): Promise<void> {
    try {
      // A load that takes longer is still audited: the quiet wait below decides when.
      await page.waitForLoadState('load', { timeout: SETTLE_MAX_MS }).catch(() => undefined);
      const deadline = Date.now() + SETTLE_MAX_MS;
      do {
        await page.evaluate(waitForQuietDom, { quietMs: QUIET_MS, maxMs: Math.max(0, deadline - Date.now()) });
      } while (!isNetworkIdle() && Date.now() < deadline);
      await this.audit(page, key);
    } catch (error) {
      claimed.delete(key);
      if (page.isClosed()) return;
      if (!DOCUMENT_GONE.test(String(error))) {
        this.failures.push(`${key}: ${String(error)}`);
        return;
      }
      // The page navigated or reloaded while settling or being audited: audit where it is now.
      const tries = (this.retries.get(key) ?? 0) + 1;
      this.retries.set(key, tries);
      if (tries <= RETRIES_PER_PATH) this.schedule(page, isNetworkIdle);
    }
  }

  private async audit(page: Page, key: string): Promise<void> {
    if (auditKey(page.url()) !== key) throw new Error('navigated away before the audit');
    if (!(await page.evaluate(isGatehouseDocument))) return;
    // Legacy mode runs axe inside the page: the default opens a blank page in the context to finish the run,
    // which a spec waiting for a popup or counting pages would see.
    const isModalOpen = await page.evaluate(hasOpenModalDialog);
    await page.evaluate(finishAnimations);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
    if (auditKey(page.url()) !== key) throw new Error('navigated away during the audit');
    this.auditedCount += 1;
    for (const violation of results.violations) {
      if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
      // While a modal dialog the test opened is up, the page behind it is aria-hidden by design (focus is trapped
      // in the dialog); aria-hidden left behind once no dialog is open is still reported.
      const nodes = violation.nodes.filter(
        (node) => violation.id !== 'aria-hidden-focus' || !(isModalOpen || FOCUS_SENTINEL.test(node.html)),
      );
      const path = new URL(results.url).pathname;
      if (nodes.length === 0) continue;
      this.findings.push({
        page: path,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: nodes.map((node) => node.target.join(' >> ')),
      });
    }
  }

  /** Waits for running audits, then audits every open page whose path was not audited yet. */
  async finish(pages: readonly Page[] = []): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    const open = [...pages, ...[...this.contexts].flatMap((context) => context.pages())];
    for (const page of new Set(open)) {
      const key = auditKey(page.url());
      if (page.isClosed() || !key || claimed.has(key)) continue;
      claimed.add(key);
      await this.audit(page, key).catch((error: unknown) => {
        if (!page.isClosed() && !DOCUMENT_GONE.test(String(error))) this.failures.push(`${key}: ${String(error)}`);
      });
    }
  }

  get audited(): number {
    return this.auditedCount;
  }

  /** The critical and serious violations, one block per page and rule; empty when there are none. */
  report(): string {
    const lines: string[] = [];
    for (const finding of this.findings) {
      const more = finding.targets.length - TARGETS_SHOWN;
      lines.push(`${finding.page} — ${finding.rule} (${finding.impact}): ${finding.help}`);
      for (const target of finding.targets.slice(0, TARGETS_SHOWN)) lines.push(`    ${target}`);
      if (more > 0) lines.push(`    … and ${more} more`);
    }
    for (const failure of this.failures) lines.push(`axe could not run on ${failure}`);
    if (lines.length === 0) return '';
    const count = this.findings.length;
    return [`axe: ${count} critical or serious WCAG 2.1 A/AA rule violation(s) on the pages this test opened`]
      .concat(lines)
      .join('\n');
  }
}

/**
 * In the page: resolves once the DOM has been still for quietMs and no finite animation runs (a toast fading in
 * has a colour axe would measure half-way), or after maxMs whatever happens.
 */
function waitForQuietDom({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) =>
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        );
    const done = () => {
      const animations = running();
      if (animations.length > 0) {
        clearTimeout(quiet);
        void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
          quiet = setTimeout(done, quietMs);
        });
        return;
      }
      finish();
    };
    const finish = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    };
    let quiet = setTimeout(done, quietMs);
    const cap = setTimeout(finish, maxMs);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * In the page: ends every finite animation now, so that axe measures the colours a user reads once a dialog or toast
 * the test just opened has faded in, not a frame on the way (the contexts also ask for reduced motion).
 */
export function finishAnimations(): void {
  for (const animation of document.getAnimations()) {
    if (Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)) animation.finish();
  }
}

/** In the page: whether a modal dialog is open (Fluent marks it aria-modal and hides the rest of the page). */
function hasOpenModalDialog(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/** In the page: only Gatehouse's own documents are audited, not an identity provider's sign-in form. */
function isGatehouseDocument(): boolean {
  return document.querySelector('meta[name="application-name"][content="Gatehouse"]') !== null;
}
