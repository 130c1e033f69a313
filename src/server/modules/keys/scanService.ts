import { randomBytes, randomUUID } from 'node:crypto';
import { type MobileToken, SCAN_STATUS_NAMES, ScanStatus, type ScanStatusReply } from '../../../shared/api/keys';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { hashToken } from '../../security/tokens';
import type { Client } from '../ucenter';
import { finishKeySignIn, requireInitialised } from './keySignIn';

/** How long a QR stays valid; the console offers a refresh afterwards. */
export const SCAN_TTL_SECONDS = 120;

/**
 * QR scan sign-in. The console draws a request (guid in the QR, poll key kept to itself) and polls
 * its state. A signed-in phone opens the QR's link: getMobileToken marks the request scanned by that
 * user and hands the phone a ticket; confirming with the ticket lets the console's next poll receive a
 * token minted for the console's own client — the phone's token never leaves the phone. Every step is a
 * conditional update, so a guid is used once however the calls race.
 */
export async function createScan(deps: Deps, client: Client) {
  const now = deps.now();
  const guid = randomUUID();
  const pollKey = randomBytes(24).toString('base64url');
  await deps.db
    .deleteFrom('scan_logins')
    .where('expires_at', '<', new Date(now.getTime() - 3_600_000).toISOString())
    .execute();
  await deps.db
    .insertInto('scan_logins')
    .values({
      guid,
      poll_key_hash: hashToken(pollKey),
      status: ScanStatus.waiting,
      requester_ip: client.ip.slice(0, 64),
      requester_ua: client.userAgent.slice(0, 512),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SCAN_TTL_SECONDS * 1000).toISOString(),
      user_id: null,
      ticket_hash: null,
      decided_at: null,
      delivered_at: null,
    })
    .execute();
  return { guid, pollKey, expiresInSeconds: SCAN_TTL_SECONDS };
}

export async function scanStatus(deps: Deps, guid: string, pollKey: string, client: Client): Promise<ScanStatusReply> {
  const row = await deps.db.selectFrom('scan_logins').selectAll().where('guid', '=', guid).executeTakeFirst();
  if (!row || row.poll_key_hash !== hashToken(pollKey)) throw new AppError(ResponseCode.scanNotFound, 'scanNotFound');
  const nowIso = deps.now().toISOString();
  if (row.delivered_at !== null) return { status: 'expired', token: null };
  if (row.status === ScanStatus.confirmed && row.user_id !== null) {
    const taken = await deps.db
      .updateTable('scan_logins')
      .set({ delivered_at: nowIso })
      .where('guid', '=', guid)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    // A concurrent poll already took the hand-over.
    if (Number(taken.numUpdatedRows) !== 1) return { status: 'expired', token: null };
    const user = await deps.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow();
    const token = await finishKeySignIn(deps, user, client, 'scanLoginSuccess');
    return { status: 'confirmed', token };
  }
  if (row.status !== ScanStatus.refused && row.expires_at <= nowIso) return { status: 'expired', token: null };
  return { status: SCAN_STATUS_NAMES[row.status] ?? 'expired', token: null };
}

export async function scanByPhone(deps: Deps, session: AuthSession, guid: string): Promise<MobileToken> {
  await requireInitialised(deps);
  const nowIso = deps.now().toISOString();
  const row = await deps.db.selectFrom('scan_logins').selectAll().where('guid', '=', guid).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.scanNotFound, 'scanNotFound');
  if (row.expires_at <= nowIso) throw new AppError(ResponseCode.scanExpired, 'scanExpired');
  const ticket = randomBytes(24).toString('base64url');
  // Waiting, or scanned before by the same user (the page reloaded): anything else was handled already.
  const marked = await deps.db
    .updateTable('scan_logins')
    .set({ status: ScanStatus.scanned, user_id: session.userId, ticket_hash: hashToken(ticket) })
    .where('guid', '=', guid)
    .where((eb) =>
      eb.or([
        eb('status', '=', ScanStatus.waiting),
        eb.and([eb('status', '=', ScanStatus.scanned), eb('user_id', '=', session.userId)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) throw new AppError(ResponseCode.scanHandled, 'scanHandled');
  return {
    ticket,
    requesterIp: row.requester_ip,
    requesterUserAgent: row.requester_ua,
    requestedAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export async function decideScan(
  deps: Deps,
  session: AuthSession,
  body: { guid: string; ticket: string },
  accept: boolean,
): Promise<void> {
  const nowIso = deps.now().toISOString();
  const row = await deps.db.selectFrom('scan_logins').selectAll().where('guid', '=', body.guid).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.scanNotFound, 'scanNotFound');
  if (row.status !== ScanStatus.scanned) throw new AppError(ResponseCode.scanHandled, 'scanHandled');
  if (row.expires_at <= nowIso) throw new AppError(ResponseCode.scanExpired, 'scanExpired');
  if (row.user_id !== session.userId || row.ticket_hash !== hashToken(body.ticket)) {
    throw new AppError(ResponseCode.badRequest, 'scanTicketWrong', {}, { data: { field: 'ticket' } });
  }
  const decided = await deps.db
    .updateTable('scan_logins')
    .set({ status: accept ? ScanStatus.confirmed : ScanStatus.refused, decided_at: nowIso })
    .where('guid', '=', body.guid)
    .where('status', '=', ScanStatus.scanned)
    .where('ticket_hash', '=', hashToken(body.ticket))
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) !== 1) throw new AppError(ResponseCode.scanHandled, 'scanHandled');
}
