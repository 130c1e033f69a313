import type { SsoIdentity } from '../../../shared/api/sso';
import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { generateToken, hashToken } from '../../security/tokens';

/** How long the user may spend at the provider, and on /bind; both are single use. */
export const SSO_REQUEST_TTL_MS = 10 * 60_000;
export const BIND_TICKET_TTL_MS = 10 * 60_000;
const SWEEP_AFTER_MS = 86_400_000;

export interface PendingRequest {
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export async function savePendingRequest(deps: Deps, state: string, request: PendingRequest): Promise<void> {
  const now = deps.now();
  await deps.db
    .insertInto('sso_requests')
    .values({
      state_hash: hashToken(state),
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      redirect_uri: request.redirectUri,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SSO_REQUEST_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  // Sweep what is long dead, as captchas do: no timer needed.
  const dead = new Date(now.getTime() - SWEEP_AFTER_MS).toISOString();
  await deps.db.deleteFrom('sso_requests').where('expires_at', '<', dead).execute();
  await deps.db.deleteFrom('sso_bind_tickets').where('expires_at', '<', dead).execute();
}

export const stateInvalid = () =>
  new AppError(ResponseCode.ssoStateInvalid, 'ssoStateInvalid', {}, { data: { field: 'state' } });

/** The live request of this state, used up now: a replayed or late answer from the provider is refused. */
export async function takePendingRequest(deps: Deps, state: string): Promise<PendingRequest> {
  const stateHash = hashToken(state);
  const now = deps.now().toISOString();
  const row = await deps.db
    .selectFrom('sso_requests')
    .select(['nonce', 'code_verifier', 'redirect_uri'])
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw stateInvalid();
  const spent = await deps.db
    .updateTable('sso_requests')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw stateInvalid();
  return { nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri };
}

export async function createBindTicket(deps: Deps, identity: SsoIdentity): Promise<string> {
  const ticket = generateToken();
  const now = deps.now();
  await deps.db
    .insertInto('sso_bind_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      issuer: identity.issuer,
      subject: identity.subject,
      name: identity.name.slice(0, 255),
      email: identity.email.slice(0, 255),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + BIND_TICKET_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return ticket;
}

export const bindTicketInvalid = () =>
  new AppError(ResponseCode.ssoBindTicketInvalid, 'ssoBindTicketInvalid', {}, { data: { field: 'ticket' } });

/** The identity of a live bind ticket; does not use it up. */
export async function findBindTicket(deps: Deps, ticket: string): Promise<SsoIdentity> {
  const row = await deps.db
    .selectFrom('sso_bind_tickets')
    .select(['issuer', 'subject', 'name', 'email'])
    .where('ticket_hash', '=', hashToken(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', deps.now().toISOString())
    .executeTakeFirst();
  if (!row) throw bindTicketInvalid();
  return row;
}
