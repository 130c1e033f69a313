import {
  createShare,
  joinShare,
  listShares,
  revokeShare,
  SHARE_PAGE_PATH,
  SHARE_RDP_PAGE_PATH,
  setShareInput,
} from '../../../shared/api/terminalShare';
import { ResponseCode } from '../../../shared/codes';
import { formatMessage } from '../../../shared/messages';
import { TerminalCloseCode } from '../../../shared/protocol/terminal';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { behaviorOfSession } from '../terminal';
import { shareableSession } from './shareableSession';
import { logGuest, toShare } from './shareRows';
import { codeHash, newCode, newToken, sha256, shareStateOf, WRONG_CODE_LOCK_MS } from './shareState';
import { findOwnShare, findShareByToken, insertShare, listOwnShares, markRevoked, storeInputGuest } from './shareStore';

const sessionGone = () =>
  new AppError(ResponseCode.terminalSessionNotFound, 'terminalSessionNotFound', {}, { data: { field: 'sessionId' } });
const shareGone = () => new AppError(ResponseCode.shareNotFound, 'shareNotFound', {}, { data: { field: 'shareId' } });

/** The caller's own live session (terminal or remote desktop) on this node, or "not found". */
function ownLive(deps: Deps, userId: number, sessionId: number) {
  const live = shareableSession(deps, sessionId);
  if (!live || live.userId !== userId || live.ended) throw sessionGone();
  return live;
}

/** The behaviour policies as they stand now must allow sharing the session. */
async function requireShareAllowed(deps: Deps, sessionId: number): Promise<void> {
  const behavior = await behaviorOfSession(deps, sessionId);
  if (!behavior) throw sessionGone();
  if (!behavior.share)
    throw new AppError(ResponseCode.shareDeniedByPolicy, 'behaviorShareDenied', {
      policy: behavior.decidedBy.share ?? '',
    });
}

async function ownShare(deps: Deps, userId: number, shareId: number) {
  const row = await findOwnShare(deps.db, userId, shareId);
  if (!row) throw shareGone();
  return row;
}

/** Terminal shares (docs/monitor-share.md). Owner calls land in the operation log. */
export const terminalShareHandlers: RouteHandler[] = [
  defineHandler(createShare, async (ctx) => {
    const userId = sessionOf(ctx).userId;
    const sessionId = Number(ctx.params.sessionId);
    const live = ownLive(ctx.deps, userId, sessionId);
    await requireShareAllowed(ctx.deps, sessionId);
    const token = newToken();
    const code = newCode();
    const now = ctx.deps.now();
    const expiresAt = new Date(now.getTime() + ctx.body.validMinutes * 60_000).toISOString();
    const row = await insertShare(ctx.deps.db, {
      session_id: sessionId,
      owner_id: userId,
      token_hash: sha256(token),
      code_hash: codeHash(token, code),
      expires_at: expiresAt,
      input_guest: null,
      created_at: now.toISOString(),
    });
    const share = toShare(row, shareStateOf(ctx.deps), now);
    const page = live.kind === 'desktop' ? SHARE_RDP_PAGE_PATH : SHARE_PAGE_PATH;
    return { ...share, token, code, path: `${page}?token=${token}` };
  }),
  defineHandler(listShares, async (ctx) => {
    const sessionId = Number(ctx.params.sessionId);
    const rows = await listOwnShares(ctx.deps.db, sessionOf(ctx).userId, sessionId);
    const now = ctx.deps.now();
    return rows.map((row) => toShare(row, shareStateOf(ctx.deps), now));
  }),
  defineHandler(revokeShare, async (ctx) => {
    const row = await ownShare(ctx.deps, sessionOf(ctx).userId, Number(ctx.params.shareId));
    await markRevoked(ctx.deps.db, row.id);
    shareStateOf(ctx.deps).endShare(
      row.id,
      { type: 'notice', level: 'warning', message: formatMessage('shareRevoked', ctx.lang) },
      TerminalCloseCode.shareEnded,
    );
    return null;
  }),
  defineHandler(setShareInput, async (ctx) => {
    const row = await ownShare(ctx.deps, sessionOf(ctx).userId, Number(ctx.params.shareId));
    const state = shareStateOf(ctx.deps);
    const wanted = ctx.body.guestId;
    if (wanted !== null && !state.guest(row.id, wanted)) {
      throw new AppError(ResponseCode.shareGuestNotFound, 'shareGuestNotFound', {}, { data: { field: 'guestId' } });
    }
    const previous = state.inputGuest(row.id);
    state.setInputGuest(row.id, wanted);
    await storeInputGuest(ctx.deps.db, row.id, wanted);
    const tell = (guestId: string | null, key: 'shareInputGranted' | 'shareInputRevoked') => {
      const socket = guestId ? state.guest(row.id, guestId)?.socket : undefined;
      if (socket?.readyState === 1) {
        socket.send(JSON.stringify({ type: 'notice', level: 'info', message: formatMessage(key, ctx.lang) }));
      }
    };
    if (previous !== wanted) tell(previous, 'shareInputRevoked');
    tell(wanted, 'shareInputGranted');
    return null;
  }),
  defineHandler(joinShare, async (ctx) => {
    const state = shareStateOf(ctx.deps);
    const tokenHash = sha256(ctx.body.token);
    const now = ctx.deps.now();
    const row = await findShareByToken(ctx.deps.db, tokenHash);
    const live = row ? shareableSession(ctx.deps, row.session_id) : undefined;
    if (!row || row.revoked === 1 || new Date(row.expires_at) <= now || !live || live.ended) throw shareGone();
    if (state.locked(tokenHash, ctx.ip, now.getTime())) {
      throw new AppError(ResponseCode.shareTooManyAttempts, 'shareTooManyAttempts', {
        minutes: WRONG_CODE_LOCK_MS / 60_000,
      });
    }
    if (codeHash(ctx.body.token, ctx.body.code) !== row.code_hash) {
      state.wrongCode(tokenHash, ctx.ip, now.getTime());
      await logGuest(ctx.deps, {
        shareId: row.id,
        sessionId: row.session_id,
        guestId: '',
        event: 'codeRefused',
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      throw new AppError(ResponseCode.shareCodeWrong, 'shareCodeWrong', {}, { data: { field: 'code' } });
    }
    const { ticket } = state.issueTicket(row.id, row.session_id, now.getTime());
    return { ticket, sessionId: row.session_id, expiresAt: row.expires_at };
  }),
];
