import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { RoleKey } from '../../src/shared/access/permissions';
import { AccessFixtures } from '../e2e/support/accessFixtures';

/**
 * What the wall-screen memory test (tests/e2e/wallHeap.spec.ts) and benchmark (bench/wallHeap.ts) share: a real
 * dashboard event made cheaply, the wall page's reads of its figures counted as they finish, and the heap of the
 * wall's tab and of the hub's SharedWorker read over the Chrome DevTools Protocol after a full collection.
 * Compiled for Node and the browser tests alike: no DOM types here.
 */

/**
 * A user whose only role is 大屏展示 (docs/wall-screen.md) on a server on SQLite, written as the wall-screen spec
 * writes it: the user straight into the database (the users API belongs to other specs), then the role.
 */
export async function createWallScreenUser(
  server: { baseUrl: string; dataDir: string },
  user: { userName: string; password: string },
): Promise<void> {
  await new AccessFixtures(server.baseUrl, server.dataDir).createUser(user.userName, user.password);
  const db = new Database(join(server.dataDir, 'gatehouse.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into user_roles (user_id, role_id)
       select users.id, roles.id from users, roles where users.user_name = ? and roles.role_key = ?`,
    ).run(user.userName, RoleKey.wallScreen);
  } finally {
    db.close();
  }
}

/**
 * A failed console sign-in through the real sign-in call: a captcha the server never drew is refused as expired
 * before any password hash is spent, and, like every refused sign-in, written to login_logs and counted in the
 * dashboard's failed sign-ins (docs/dashboard.md). Needs a server whose per-minute limit allows the rate
 * (GATEHOUSE_RATE_LIMIT_FACTOR).
 */
export async function refuseSignIn(baseUrl: string, userName: string): Promise<void> {
  const response = await fetch(`${baseUrl}/prod-api/ucenter/login/passwdLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'WEB' },
    body: JSON.stringify({ username: userName, password: 'not-the-password', uuid: randomUUID(), code: 'zzzz' }),
  });
  const { code } = (await response.json()) as { code: number };
  if (code === 200 || code === 429) throw new Error(`the refused sign-in answered ${code}`);
}

const OVERVIEW_PATH = '/prod-api/dashboard/overview';

/**
 * The wall page's reads of `GET /dashboard/overview` that finished (body received). The page reads only when the
 * hub tells it of a push on the `dashboard` topic (or after a reconnect), so a finished read is a delivered push
 * the page acted upon, not an event attempted.
 */
export class OverviewReads {
  count = 0;
  private waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on('requestfinished', (request) => {
      if (!new URL(request.url()).pathname.startsWith(OVERVIEW_PATH)) return;
      this.count++;
      const waiting = this.waiters;
      this.waiters = [];
      for (const wake of waiting) wake();
    });
  }

  /** Resolves at the next finished read; rejects when none finishes within `timeoutMs`. */
  next(timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no dashboard read within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/**
 * One event pushed and acted upon: a failed sign-in, then the page's read of the figures it caused. One at a time,
 * so that every push is read and drawn (as on a wall at one push a second) rather than cancelled by the next.
 */
export async function pushOneEvent(
  reads: OverviewReads,
  baseUrl: string,
  userName: string,
  timeoutMs = 10_000,
): Promise<void> {
  const read = reads.next(timeoutMs);
  await refuseSignIn(baseUrl, userName);
  await read;
}

export interface HeapReading {
  /** V8 heap in use after a full collection, bytes. */
  usedBytes: number;
  /** DOM nodes alive (attached or retained), after the same collection. */
  nodes: number;
  /** Event listeners registered on the page. */
  listeners: number;
}

/** The page's heap, DOM nodes and listeners after a full garbage collection. */
export async function pageHeap(cdp: CDPSession): Promise<HeapReading> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return { usedBytes: usedSize, nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
}

interface TargetMessage {
  sessionId: string;
  message: string;
}

/**
 * The hub's SharedWorker seen from the browser's own DevTools session: Playwright gives shared workers no handle,
 * so the worker's target is attached (unflattened) and its protocol spoken through Target.sendMessageToTarget.
 * Also counts the `dashboard` frames its notify socket received (Network.webSocketFrameReceived): pushes
 * delivered to the browser, whether or not a tab read after them.
 */
export class SharedWorkerProbe {
  dashboardFrames = 0;
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();

  private constructor(
    private readonly browserSession: CDPSession,
    private readonly sessionId: string,
  ) {
    browserSession.on('Target.receivedMessageFromTarget', (event: TargetMessage) => {
      if (event.sessionId !== this.sessionId) return;
      const message = JSON.parse(event.message) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
        method?: string;
        params?: { response?: { payloadData?: string } };
      };
      if (message.id !== undefined) {
        this.pending.get(message.id)?.(message.error ? new Error(message.error.message) : message.result);
        this.pending.delete(message.id);
      } else if (message.method === 'Network.webSocketFrameReceived') {
        if (message.params?.response?.payloadData?.includes('"type":"dashboard"')) this.dashboardFrames++;
      }
    });
  }

  /**
   * Attaches to the shared worker of `page`'s browser context whose address contains `urlPart` (another context's
   * hub, left open by an earlier test, is another target); undefined when there is none.
   */
  static async attach(browser: Browser, page: Page, urlPart: string): Promise<SharedWorkerProbe | undefined> {
    const pageSession = await page.context().newCDPSession(page);
    const { targetInfo } = await pageSession.send('Target.getTargetInfo');
    await pageSession.detach();
    const browserSession = await browser.newBrowserCDPSession();
    const { targetInfos } = await browserSession.send('Target.getTargets');
    const worker = targetInfos.find(
      (target) =>
        target.type === 'shared_worker' &&
        target.browserContextId === targetInfo.browserContextId &&
        target.url.includes(urlPart),
    );
    if (!worker) {
      await browserSession.detach();
      return undefined;
    }
    const { sessionId } = await browserSession.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    const probe = new SharedWorkerProbe(browserSession, sessionId);
    await probe.send('Network.enable');
    return probe;
  }

  async heapBytes(): Promise<number> {
    await this.send('HeapProfiler.collectGarbage');
    await this.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await this.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize;
  }

  async detach(): Promise<void> {
    await this.browserSession.detach();
  }

  private send(method: string): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (result) => (result instanceof Error ? reject(result) : resolve(result)));
      this.browserSession
        .send('Target.sendMessageToTarget', { sessionId: this.sessionId, message: JSON.stringify({ id, method }) })
        .catch(reject);
    });
  }
}
