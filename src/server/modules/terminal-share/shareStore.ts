import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { TerminalSharesTable } from '../../db/schema';
import type { ShareRow } from './shareRows';

/** The terminal_shares table: every read and write of a share goes through here (routes hold no SQL). */
export function insertShare(db: Db, values: Insertable<TerminalSharesTable>): Promise<ShareRow> {
  return db.insertInto('terminal_shares').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A share of this owner, or undefined. */
export function findOwnShare(db: Db, ownerId: number, shareId: number): Promise<ShareRow | undefined> {
  return db
    .selectFrom('terminal_shares')
    .selectAll()
    .where('id', '=', shareId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/** The owner's shares of one session, newest first. */
export function listOwnShares(db: Db, ownerId: number, sessionId: number): Promise<ShareRow[]> {
  return db
    .selectFrom('terminal_shares')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('owner_id', '=', ownerId)
    .orderBy('id', 'desc')
    .execute();
}

/** The share a guest's link token opens, whatever its state. */
export function findShareByToken(db: Db, tokenHash: string): Promise<ShareRow | undefined> {
  return db.selectFrom('terminal_shares').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Revoked: no guest may join or type any more. */
export async function markRevoked(db: Db, shareId: number): Promise<void> {
  await db.updateTable('terminal_shares').set({ revoked: 1, input_guest: null }).where('id', '=', shareId).execute();
}

/** The guest allowed to type (null: nobody). */
export async function storeInputGuest(db: Db, shareId: number, guestId: string | null): Promise<void> {
  await db.updateTable('terminal_shares').set({ input_guest: guestId }).where('id', '=', shareId).execute();
}
