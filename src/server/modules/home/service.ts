import {
  HOME_LIST_LENGTH,
  type HomeApplication,
  type HomeAsset,
  type HomeOverview,
  type HomeSession,
} from '../../../shared/api/home';
import { ListMessagesQuerySchema, MessageStatus } from '../../../shared/api/messages';
import { SessionState } from '../../../shared/api/terminal';
import type { Lang } from '../../../shared/messages';
import { ApprovalStatus } from '../../../shared/rules/approvalRules';
import { SafeApplicationStatus } from '../../../shared/rules/cofferRules';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import type { AuthSession } from '../../http/handler';
import { listPendingFor } from '../approvals';
import { usableAssetRights } from '../grants';
import { countUnreadMessages, listOwnMessages } from '../messages';
import { countPendingApprovals } from '../notify-socket';
import { onlineSessionsOf, type SessionRow, toTerminalSession } from '../terminal';
import { homeHealth } from './health';

/** Recent sessions looked at to find recent assets: enough for a few distinct assets, a bounded read. */
const RECENT_SESSION_SCAN = 50;

/** GET /home/overview: the caller's own sections, then the health parts their permissions allow. */
export async function homeOverview(deps: Deps, caller: AuthSession, ip: string, lang: Lang): Promise<HomeOverview> {
  const userId = caller.userId;
  const [favourites, sessions, applications, approvals, approvalTotal, messages, unreadCount, health] =
    await Promise.all([
      usableFavourites(deps, userId, ip),
      ownSessions(deps, userId),
      pendingApplications(deps.db, userId),
      listPendingFor(deps.db, userId),
      countPendingApprovals(deps.db, userId),
      listOwnMessages(
        deps.db,
        userId,
        ListMessagesQuerySchema.parse({ status: MessageStatus.unread, pageNum: 1, pageSize: 3 }),
        lang,
      ),
      countUnreadMessages(deps.db, userId),
      homeHealth(deps, caller.permissions),
    ]);
  const recentAssets = await usableRecentAssets(deps, userId, ip, sessions.recent);
  return {
    favourites: favourites.slice(0, HOME_LIST_LENGTH),
    favouriteTotal: favourites.length,
    recentAssets,
    liveSessions: sessions.live,
    recentSessions: sessions.finished,
    applications: applications.rows,
    applicationTotal: applications.total,
    approvals: approvals.slice(0, HOME_LIST_LENGTH),
    approvalTotal,
    unreadMessages: messages.rows.map((row) => ({
      recordId: row.recordId,
      messageTitle: row.messageTitle,
      publishTime: row.publishTime,
    })),
    unreadCount,
    ...(health ? { health } : {}),
  };
}

/** Favourites scanned for the card: a bounded read (the page links to the whole list). */
const FAVOURITE_SCAN = 50;

/**
 * Of the given assets, in the order given, those the caller may use now, by the rule the terminal and the
 * my-assets list apply (grants module usableAssetRights: department scope, usable authorisations, safe licences).
 */
async function usableAssets(deps: Deps, userId: number, ip: string, assetIds: readonly number[]): Promise<HomeAsset[]> {
  if (assetIds.length === 0) return [];
  const [rows, stars, rights] = await Promise.all([
    deps.db
      .selectFrom('assets')
      .select(['id', 'name', 'asset_type', 'address'])
      .where('id', 'in', [...assetIds])
      .execute(),
    deps.db
      .selectFrom('asset_favourites')
      .select('asset_id')
      .where('user_id', '=', userId)
      .where('asset_id', 'in', [...assetIds])
      .execute(),
    usableAssetRights(deps, userId, assetIds, ip),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const starred = new Set(stars.map((row) => row.asset_id));
  const usable: HomeAsset[] = [];
  for (const assetId of assetIds) {
    const row = byId.get(assetId);
    const right = rights.get(assetId);
    if (!row || !right?.view) continue;
    usable.push({
      assetId,
      assetName: row.name,
      assetType: row.asset_type,
      address: row.address,
      favourite: starred.has(assetId),
      canLogin: right.login,
    });
    if (usable.length === HOME_LIST_LENGTH) break;
  }
  return usable;
}

/** The caller's favourites they may still use, by name. */
async function usableFavourites(deps: Deps, userId: number, ip: string): Promise<HomeAsset[]> {
  const rows = await deps.db
    .selectFrom('asset_favourites')
    .innerJoin('assets', 'assets.id', 'asset_favourites.asset_id')
    .select('assets.id')
    .where('asset_favourites.user_id', '=', userId)
    .orderBy('assets.name')
    .orderBy('assets.id')
    .limit(FAVOURITE_SCAN)
    .execute();
  return usableAssets(
    deps,
    userId,
    ip,
    rows.map((row) => row.id),
  );
}

function homeSession(row: SessionRow, now: Date): HomeSession {
  const view = toTerminalSession(row, now, false);
  return {
    sessionId: view.sessionId,
    assetId: view.assetId,
    assetName: view.assetName,
    accountName: view.accountName,
    protocol: view.protocol,
    state: view.state,
    loginResult: view.loginResult,
    startTime: view.startTime,
    endTime: view.endTime,
  };
}

/** Only the caller's own session rows: live ones, the latest finished ones, and recent rows for the asset list. */
async function ownSessions(deps: Deps, userId: number) {
  const now = deps.now();
  const [live, recent] = await Promise.all([
    onlineSessionsOf(deps.db, userId),
    deps.db
      .selectFrom('terminal_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(RECENT_SESSION_SCAN)
      .execute(),
  ]);
  return {
    live: live.slice(0, HOME_LIST_LENGTH).map((row) => homeSession(row, now)),
    finished: recent
      .filter((row) => row.state === SessionState.finished)
      .slice(0, HOME_LIST_LENGTH)
      .map((row) => homeSession(row, now)),
    recent,
  };
}

/**
 * Assets of the caller's latest sessions that they may still use now (the my-assets rule: a revoked or expired
 * authorisation drops the asset), most recent first.
 */
async function usableRecentAssets(deps: Deps, userId: number, ip: string, rows: readonly SessionRow[]) {
  const lastUsed = new Map<number, string>();
  for (const row of rows) if (!lastUsed.has(row.asset_id)) lastUsed.set(row.asset_id, row.started_at);
  const usable = await usableAssets(deps, userId, ip, [...lastUsed.keys()]);
  return usable.map((asset) => ({ ...asset, lastUsedTime: lastUsed.get(asset.assetId) ?? '' }));
}

/** Requests the caller filed that wait for a decision: login and command approvals, safe applications. */
async function pendingApplications(db: Db, userId: number): Promise<{ rows: HomeApplication[]; total: number }> {
  const [logins, commands, coffers] = await Promise.all([
    db
      .selectFrom('login_approvals')
      .select(['id', 'asset_name as target', 'created_at'])
      .where('user_id', '=', userId)
      .where('status', '=', ApprovalStatus.pending)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('command_approvals')
      .select(['id', 'asset_name as target', 'created_at'])
      .where('user_id', '=', userId)
      .where('status', '=', ApprovalStatus.pending)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('coffer_applications')
      .select(['id', 'coffer_name as target', 'created_at'])
      .where('user_id', '=', userId)
      .where('status', '=', SafeApplicationStatus.waiting)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const rows: HomeApplication[] = [
    ...logins.map((row) => ({ kind: 'login' as const, id: row.id, target: row.target, createTime: row.created_at })),
    ...commands.map((row) => ({
      kind: 'command' as const,
      id: row.id,
      target: row.target,
      createTime: row.created_at,
    })),
    ...coffers.map((row) => ({ kind: 'coffer' as const, id: row.id, target: row.target, createTime: row.created_at })),
  ].sort((a, b) => b.createTime.localeCompare(a.createTime));
  return { rows: rows.slice(0, HOME_LIST_LENGTH), total: rows.length };
}
