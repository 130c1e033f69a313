import type { Selectable } from 'kysely';
import type { BoundKey, KeyKind } from '../../../shared/api/keys';
import { ResponseCode } from '../../../shared/codes';
import type { UsbKeyCertsTable, WebauthnCredentialsTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';

export function webauthnKeyOf(row: Selectable<WebauthnCredentialsTable>): BoundKey {
  return {
    id: row.id,
    kind: 'webauthn',
    name: row.name,
    identifier: row.credential_id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export function certificateKeyOf(row: Selectable<UsbKeyCertsTable>): BoundKey {
  return {
    id: row.id,
    kind: 'certificate',
    name: row.subject_cn,
    identifier: row.subject_cn,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** Every key of a user, oldest first: the spec's "USB-key list call". */
export async function listKeys(deps: Deps, userId: number): Promise<BoundKey[]> {
  const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError(ResponseCode.notFound, 'messageUserUnknown', {}, { data: { field: 'userId' } });
  const webauthn = await deps.db
    .selectFrom('webauthn_credentials')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const certificates = await deps.db
    .selectFrom('usb_key_certs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return [...webauthn.map(webauthnKeyOf), ...certificates.map(certificateKeyOf)].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
}

/** Removes a key only when it belongs to the given user: an id of someone else's key is "not found". */
export async function removeKey(deps: Deps, userId: number, kind: KeyKind, id: number): Promise<void> {
  const table = kind === 'webauthn' ? 'webauthn_credentials' : 'usb_key_certs';
  const result = await deps.db.deleteFrom(table).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) {
    throw new AppError(ResponseCode.keyNotFound, 'keyNotFound', {}, { data: { field: 'id' } });
  }
}
