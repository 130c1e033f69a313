import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  type RefuseRegistrationBodySchema,
  type RegisterBodySchema,
  type RegistrationListQuerySchema,
  type RegistrationRequest,
  RegistrationStatus,
} from '../../../shared/api/registration';
import { ResponseCode } from '../../../shared/codes';
import { UserKind, UserSource, UserStatus } from '../../../shared/enums';
import type { RegistrationRequestsTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { hashPassword } from '../../security/passwords';
import { loadSettings } from '../settings';
import { isInitialised } from '../setup';
import { loadSignInConfig } from '../sign-in';
import { checkNewPassword, recordPassword, verifyCaptcha } from '../ucenter';
import { type DecisionNotice, noticeInBackground } from './registrationNotice';

/** Requests one address may file per day: past this the public form answers registerTooMany. */
export const REQUESTS_PER_IP_PER_DAY = 5;
const DAY_MS = 86_400_000;

type RequestRow = Selectable<RegistrationRequestsTable>;

export const registerDisabled = () => new AppError(ResponseCode.registerDisabled, 'registerDisabled');

export async function requireRegistrationOpen(deps: Deps): Promise<void> {
  if (!(await isInitialised(deps.db))) throw new AppError(ResponseCode.setupRequired, 'setupRequired');
  if (!(await loadSignInConfig(deps)).selfRegister) throw registerDisabled();
}

/**
 * POST /ucenter/register. Order: switch, captcha (used up whatever follows), per-address quota, the
 * fields, then the user name — which registration cannot hide (an account or a pending request with
 * that name is said plainly). Phone and e-mail are never compared with other accounts: the answer
 * must not tell whether someone else uses them.
 */
export async function submitRegistration(
  deps: Deps,
  body: z.output<typeof RegisterBodySchema>,
  ip: string,
): Promise<void> {
  await requireRegistrationOpen(deps);
  const settings = await loadSettings(deps.db);
  if (settings.captchaEnabled) await verifyCaptcha(deps, body.uuid, body.code);
  const now = deps.now();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const recent = await deps.db
    .selectFrom('registration_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('requester_ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= REQUESTS_PER_IP_PER_DAY) {
    throw new AppError(ResponseCode.registerTooMany, 'registerTooMany');
  }
  checkNewPassword(body.password, settings, 'password');
  if (body.password !== body.passwordConfirm) throw fieldError('passwordConfirm', 'passwordMismatch');
  await assertNameFree(deps, body.userName);
  const passwordHash = await hashPassword(body.password);
  try {
    await deps.db
      .insertInto('registration_requests')
      .values({
        user_name: body.userName,
        nick_name: body.nickName,
        phonenumber: body.phonenumber,
        email: body.email,
        password_hash: passwordHash,
        status: RegistrationStatus.pending,
        refuse_reason: '',
        requester_ip: ip.slice(0, 64),
        created_at: now.toISOString(),
        decided_at: null,
        decided_by: null,
        user_id: null,
      })
      .execute();
  } catch (error) {
    // Two submissions of one name at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw fieldError('userName', 'registerNamePending');
    throw error;
  }
}

async function assertNameFree(deps: Deps, userName: string): Promise<void> {
  const user = await deps.db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst();
  if (user) throw fieldError('userName', 'userNameTaken');
  const pending = await deps.db
    .selectFrom('registration_requests')
    .select('id')
    .where('user_name', '=', userName)
    .where('status', '=', RegistrationStatus.pending)
    .executeTakeFirst();
  if (pending) throw fieldError('userName', 'registerNamePending');
}

function toRequest(row: RequestRow): RegistrationRequest {
  return {
    id: row.id,
    userName: row.user_name,
    nickName: row.nick_name,
    phonenumber: row.phonenumber,
    email: row.email,
    status: row.status,
    refuseReason: row.refuse_reason,
    requesterIp: row.requester_ip,
    createTime: row.created_at,
    decideTime: row.decided_at,
    decidedBy: row.decided_by,
  };
}

export async function listRegistrations(
  deps: Deps,
  query: z.output<typeof RegistrationListQuerySchema>,
): Promise<{ rows: RegistrationRequest[]; total: number }> {
  let base = deps.db.selectFrom('registration_requests');
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { rows: rows.map(toRequest), total: Number(count) };
}

async function pendingRequest(deps: Pick<Deps, 'db'>, id: number): Promise<RequestRow> {
  const row = await deps.db.selectFrom('registration_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.registrationNotFound, 'registrationNotFound');
  if (row.status !== RegistrationStatus.pending) {
    throw new AppError(ResponseCode.registrationDecided, 'registrationDecided');
  }
  return row;
}

/**
 * Approve: one transaction claims the pending request (a concurrent decision finds it decided) and
 * creates the local user with the password the requester chose. A user of that name made meanwhile by
 * hand leaves the request pending and says so; the administrator then refuses it.
 */
export async function approveRegistration(deps: Deps, session: AuthSession, id: number): Promise<number> {
  await pendingRequest(deps, id);
  const settings = await loadSettings(deps.db);
  const now = deps.now().toISOString();
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('registration_requests')
        .set({ status: RegistrationStatus.approved, decided_at: now, decided_by: session.userName })
        .where('id', '=', id)
        .where('status', '=', RegistrationStatus.pending)
        .returningAll()
        .executeTakeFirst();
      if (!claimed) throw new AppError(ResponseCode.registrationDecided, 'registrationDecided');
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', claimed.user_name)
        .executeTakeFirst();
      if (taken) throw fieldError('userName', 'userNameTaken');
      const { id: userId } = await trx
        .insertInto('users')
        .values({
          user_name: claimed.user_name,
          nick_name: claimed.nick_name,
          password_hash: claimed.password_hash,
          email: claimed.email,
          phonenumber: claimed.phonenumber,
          avatar: '',
          user_kind: UserKind.formal,
          user_source: UserSource.local,
          status: UserStatus.normal,
          valid_from: null,
          valid_to: null,
          // The requester chose this password under the policy: no forced change at first sign-in.
          must_change_password: 0,
          password_changed_at: now,
          failed_attempts: 0,
          locked_until: null,
          dept_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordPassword(trx, userId, claimed.password_hash, now, settings);
      await trx.updateTable('registration_requests').set({ user_id: userId }).where('id', '=', id).execute();
      return { userId, row: claimed };
    });
  let result: Awaited<ReturnType<typeof write>>;
  try {
    result = await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('userName', 'userNameTaken');
    throw error;
  }
  notify(deps, result.row, { kind: 'approved' });
  return result.userId;
}

export async function refuseRegistration(
  deps: Deps,
  session: AuthSession,
  body: z.output<typeof RefuseRegistrationBodySchema>,
): Promise<void> {
  await pendingRequest(deps, body.id);
  const refused = await deps.db
    .updateTable('registration_requests')
    .set({
      status: RegistrationStatus.refused,
      refuse_reason: body.reason,
      decided_at: deps.now().toISOString(),
      decided_by: session.userName,
    })
    .where('id', '=', body.id)
    .where('status', '=', RegistrationStatus.pending)
    .returningAll()
    .executeTakeFirst();
  if (!refused) throw new AppError(ResponseCode.registrationDecided, 'registrationDecided');
  notify(deps, refused, { kind: 'refused', reason: body.reason });
}

function notify(deps: Deps, row: RequestRow, notice: DecisionNotice): void {
  noticeInBackground(deps, { userName: row.user_name, email: row.email }, notice);
}
