import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SsoIdentity, SsoLink } from '../../../shared/api/sso';
import { ResponseCode } from '../../../shared/codes';
import type { Database, SsoLinksTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';

const linkOf = (row: Selectable<SsoLinksTable>): SsoLink => ({
  id: row.id,
  issuer: row.issuer,
  subject: row.subject,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export async function findLink(deps: Deps, issuer: string, subject: string) {
  return deps.db
    .selectFrom('sso_links')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export const identityTaken = () => new AppError(ResponseCode.ssoIdentityTaken, 'ssoIdentityTaken');

/** Stores the link inside the caller's transaction; an identity already linked (to anyone) is refused. */
export async function insertLink(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  identity: SsoIdentity,
  now: Date,
): Promise<void> {
  const existing = await db
    .selectFrom('sso_links')
    .select('id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (existing) throw identityTaken();
  await db
    .insertInto('sso_links')
    .values({
      user_id: userId,
      issuer: identity.issuer,
      subject: identity.subject,
      name: identity.name.slice(0, 255),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
    })
    .execute();
}

export async function markLinkUsed(deps: Deps, id: number): Promise<void> {
  await deps.db.updateTable('sso_links').set({ last_used_at: deps.now().toISOString() }).where('id', '=', id).execute();
}

/** The identities linked to a user, oldest first. */
export async function listLinks(deps: Deps, userId: number): Promise<SsoLink[]> {
  const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError(ResponseCode.notFound, 'messageUserUnknown', {}, { data: { field: 'userId' } });
  const rows = await deps.db.selectFrom('sso_links').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(linkOf);
}

/** Removes a link only when it belongs to the given user: an id of someone else's link is "not found". */
export async function removeLink(deps: Deps, userId: number, id: number): Promise<void> {
  const result = await deps.db
    .deleteFrom('sso_links')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) {
    throw new AppError(ResponseCode.ssoLinkNotFound, 'ssoLinkNotFound', {}, { data: { field: 'id' } });
  }
}
