import { ResponseCode } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { generateToken, hashToken } from '../../security/tokens';

export type TicketKind = 'second' | 'reset';
export type TicketFactor = 'sms' | 'otp' | 'email';

export const TICKET_TTL_SECONDS = 300;
/** Wrong second-factor codes allowed on one ticket; then the password must be given again. */
export const TICKET_MAX_ATTEMPTS = 5;

export interface Ticket {
  ticketHash: string;
  userId: number;
  factor: TicketFactor;
}

/** A random single-use ticket; only its SHA-256 is stored, like tokens. */
export async function createTicket(
  deps: Deps,
  userId: number,
  kind: TicketKind,
  factor: TicketFactor,
): Promise<string> {
  const ticket = generateToken();
  const now = deps.now();
  await deps.db
    .insertInto('signin_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      user_id: userId,
      kind,
      factor,
      attempts: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000).toISOString(),
      used_at: null,
    })
    .execute();
  // Sweep what is long dead, as captchas do: no timer needed.
  await deps.db
    .deleteFrom('signin_tickets')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
  return ticket;
}

export const ticketInvalid = (kind: TicketKind) =>
  new AppError(
    ResponseCode.ticketInvalid,
    kind === 'reset' ? 'resetTicketInvalid' : 'ticketInvalid',
    {},
    {
      data: { field: 'ticket' },
    },
  );

/** A live ticket of this kind, or the refusal. Does not use it up. */
export async function findTicket(deps: Deps, ticket: string | undefined, kind: TicketKind): Promise<Ticket> {
  if (!ticket) throw ticketInvalid(kind);
  const row = await deps.db
    .selectFrom('signin_tickets')
    .select(['ticket_hash', 'user_id', 'factor'])
    .where('ticket_hash', '=', hashToken(ticket))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', deps.now().toISOString())
    .executeTakeFirst();
  if (!row) throw ticketInvalid(kind);
  return { ticketHash: row.ticket_hash, userId: row.user_id, factor: row.factor as TicketFactor };
}

/** Uses a ticket up; false when another request did first. */
export async function spendTicket(deps: Deps, ticket: Ticket): Promise<boolean> {
  const result = await deps.db
    .updateTable('signin_tickets')
    .set({ used_at: deps.now().toISOString() })
    .where('ticket_hash', '=', ticket.ticketHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts a wrong code on the ticket; at the limit the ticket is void. */
export async function failTicket(deps: Deps, ticket: Ticket): Promise<void> {
  const row = await deps.db
    .updateTable('signin_tickets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('ticket_hash', '=', ticket.ticketHash)
    .returning('attempts')
    .executeTakeFirst();
  if (row && row.attempts >= TICKET_MAX_ATTEMPTS) {
    await deps.db
      .updateTable('signin_tickets')
      .set({ used_at: deps.now().toISOString() })
      .where('ticket_hash', '=', ticket.ticketHash)
      .execute();
  }
}
