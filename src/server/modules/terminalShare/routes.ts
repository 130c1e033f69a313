import {
  createShare,
  joinShare,
  listShares,
  revokeShare,
  SHARE_PAGE_PATH,
  setShareInput,
} from '../../../shared/api/terminalShare';
import { ResponseCode } from '../../../shared/codes';
import { formatMessage } from '../../../shared/messages';
import { TerminalCloseCode } from '../../../shared/protocol/terminal';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { logGuest, toShare } from './shareRows';
import { codeHash, newCode, newToken, sha256, shareStateOf, WRONG_CODE_LOCK_MS } from './shareState';

const sessionGone = () =>
  new AppError(ResponseCode.terminalSessionNotFound, 'terminalSessionNotFound', {}, { data: { field: 'sessionId' } });
const shareGone = () => new AppError(ResponseCode.shareNotFound, 'shareNotFound', {}, { data: { field: 'shareId' } });

/** The caller's own live session on this node, or "not found". */
function ownLive(deps: Deps, userId: number, sessionId: number) {
  const live = deps.terminals.get(sessionId);
  if (!live || live.userId !== userId || live.ended) throw sessionGone();
  return live;
}

async function ownShare(deps: Deps, userId: number, shareId: number) {
  const row = await deps.db
    .selectFrom('terminal_shares')
    .selectAll()
    .where('id', '=', shareId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw shareGone();
  return row;
}

/** Terminal shares (docs/monitor-share.md). Owner calls land in the operation log. */
export const terminalShareHandlers: RouteHandler[] = [
  defineHandler(createShare, async (ctx) => {
    const userId = sessionOf(ctx).userId;
    const sessionId = Number(ctx.params.sessionId);
    ownLive(ctx.deps, userId, sessionId);
    const token = newToken();
    const code = newCode();
    const now = ctx.deps.now();
    const expiresAt = new Date(now.getTime() + ctx.body.validMinutes * 60_000).toISOString();
    const row = await ctx.deps.db
      .insertInto('terminal_shares')
      .values({
        session_id: sessionId,
        owner_id: userId,
        token_hash: sha256(token),
        code_hash: codeHash(token, code),
        expires_at: expiresAt,
        input_guest: null,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const share = toShare(row, shareStateOf(ctx.deps), now);
    return { ...share, token, code, path: `${SHARE_PAGE_PATH}?token=${token}` };
  }),
  defineHandler(listShares, async (ctx) => {
    const sessionId = Number(ctx.params.sessionId);
    const rows = await ctx.deps.db
      .selectFrom('terminal_shares')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('owner_id', '=', sessionOf(ctx).userId)
      .orderBy('id', 'desc')
      .execute();
    const now = ctx.deps.now();
    return rows.map((row) => toShare(row, shareStateOf(ctx.deps), now));
  }),
  defineHandler(revokeShare, async (ctx) => {
    const row = await ownShare(ctx.deps, sessionOf(ctx).userId, Number(ctx.params.shareId));
    await ctx.deps.db
      .updateTable('terminal_shares')
      .set({ revoked: 1, input_guest: null })
      .where('id', '=', row.id)
      .execute();
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
    await ctx.deps.db.updateTable('terminal_shares').set({ input_guest: wanted }).where('id', '=', row.id).execute();
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
    const row = await ctx.deps.db
      .selectFrom('terminal_shares')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    const live = row ? ctx.deps.terminals.get(row.session_id) : undefined;
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
