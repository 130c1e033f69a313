import { createHash, randomBytes } from 'node:crypto';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { AssetHosts } from './assetHost';
import { LiveWebSession, type WebSessionInit } from './webSession';

/** How long a launch URL may wait for its browser, and how long an ended session still explains itself. */
export const LAUNCH_TTL_MS = 60_000;
const ENDED_KEPT_MS = 60 * 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * The web sessions live on this node, by id, by launch token and by session cookie. Tokens and cookies are random
 * 256-bit values kept only as hashes. A launch token works once, within a minute, on its asset's origin; the cookie
 * it is exchanged for is the session's only key. An ended session stays findable by its cookie for an hour so the
 * browser is told why it ended. A session is reachable only on this node (docs/web-assets.md, "Several nodes").
 */
export class WebSessionRegistry {
  private readonly sessions = new Map<number, LiveWebSession>();
  private readonly launches = new Map<string, { session: LiveWebSession; expiresAt: number }>();
  private readonly cookies = new Map<string, LiveWebSession>();
  private readonly endedAt = new Map<number, number>();
  private stopping = false;

  constructor(
    readonly nodeId: string,
    private readonly nowMs: () => number,
    /** The asset origins' names (GATEHOUSE_WEB_ASSET_DOMAIN, _PREFIX). */
    readonly hosts: AssetHosts,
    /** How old a session's standing may be before a request asks again (default 1 s). */
    readonly standingCheckMs: number,
  ) {}

  get accepting(): boolean {
    return !this.stopping;
  }

  /** Adds a session and answers its launch token (shown once, in the launch URL). */
  add(init: WebSessionInit, nowMs: number): { session: LiveWebSession; launchToken: string } {
    const session = new LiveWebSession(init);
    this.sessions.set(session.id, session);
    const launchToken = randomBytes(32).toString('base64url');
    this.launches.set(hashOf(launchToken), { session, expiresAt: nowMs + LAUNCH_TTL_MS });
    session.onGone = () => {
      this.endedAt.set(session.id, this.nowMs());
      for (const [hash, launch] of this.launches) if (launch.session === session) this.launches.delete(hash);
    };
    return { session, launchToken };
  }

  /** Exchanges a launch token for the session's cookie value: once, in time, on the asset's own origin. */
  exchange(launchToken: string, assetId: number, nowMs: number): { session: LiveWebSession; cookie: string } | null {
    const hash = hashOf(launchToken);
    const launch = this.launches.get(hash);
    if (!launch) return null;
    this.launches.delete(hash);
    const { session } = launch;
    if (launch.expiresAt < nowMs || session.ended || session.init.assetId !== assetId) return null;
    const cookie = randomBytes(32).toString('base64url');
    this.cookies.set(hashOf(cookie), session);
    return { session, cookie };
  }

  byCookie(cookie: string): LiveWebSession | undefined {
    return this.cookies.get(hashOf(cookie));
  }

  get(sessionId: number): LiveWebSession | undefined {
    return this.sessions.get(sessionId);
  }

  live(): LiveWebSession[] {
    return [...this.sessions.values()].filter((session) => !session.ended);
  }

  /** Forgets launches never used and sessions ended more than an hour ago. */
  sweep(nowMs: number): void {
    for (const [hash, launch] of this.launches) if (launch.expiresAt < nowMs) this.launches.delete(hash);
    for (const [id, endedAt] of this.endedAt) {
      if (nowMs - endedAt < ENDED_KEPT_MS) continue;
      this.endedAt.delete(id);
      this.sessions.delete(id);
      for (const [hash, session] of this.cookies) if (session.id === id) this.cookies.delete(hash);
    }
  }

  /** The sessions of a console token (its sign-out) or of a user (all tokens but one revoked). */
  endSignedOut(match: { tokenHash: string } | { userId: number; exceptTokenHash?: string | undefined }): void {
    for (const session of this.live()) {
      const hit =
        'tokenHash' in match
          ? session.init.tokenHash === match.tokenHash
          : session.userId === match.userId && session.init.tokenHash !== match.exceptTokenHash;
      if (hit) void session.end(SessionEndReason.signedOut);
    }
  }

  async shutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.live().map((session) => session.end(SessionEndReason.serverStopped)));
  }
}
