import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { hasPermission, Permission } from '../../../shared/access/permissions';
import type { AccountBodySchema, EditAccountBodySchema, RevealBodySchema } from '../../../shared/api/accounts';
import { ResponseCode } from '../../../shared/codes';
import { describePrivateKey, generateRsaKey, SshKeyError } from '../../bastion/ssh';
import type { Database } from '../../db/schema';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { revealSecret } from '../../security/reveal';
import type { AssetScope } from '../assets';
import { accountNotFound, managedAccount, managedAsset, visibleAccount } from './accountQueries';
import type { AccountRow } from './accountRows';
import { recordSecretChange } from './secretHistory';
import { strengthOfCredential } from './secretStrength';
import { sealAccountSecret, sealedColumnOf } from './secrets';

type AddBody = z.output<typeof AccountBodySchema>;
type EditBody = z.output<typeof EditAccountBodySchema>;
type CredentialFields = Pick<AddBody, 'authKind' | 'password' | 'privateKey' | 'passphrase'>;

const nameTaken = () => fieldError('accountName', 'accountNameTaken');

/** A typed private key must be readable with the typed passphrase; a problem names the field at fault. */
function keyFingerprint(body: CredentialFields): string | null {
  if (body.authKind !== 'key' || body.privateKey.trim() === '') return null;
  try {
    return describePrivateKey(body.privateKey, body.passphrase || undefined).fingerprint;
  } catch (error) {
    if (!(error instanceof SshKeyError)) throw error;
    const field = error.problem.startsWith('passphrase') ? 'passphrase' : 'privateKey';
    throw new AppError(error.code, error.messageKey, {}, { data: { field } });
  }
}

/** The sealed columns for a newly typed credential; nothing when none was typed (edit keeps what is stored). */
function sealedCredential(
  deps: Pick<Deps, 'vault'>,
  accountId: number,
  body: CredentialFields,
  fingerprint: string | null,
): Partial<Pick<AccountRow, 'secret_sealed' | 'passphrase_sealed' | 'key_fingerprint'>> {
  if (body.authKind === 'key') {
    if (fingerprint === null) return {};
    return {
      secret_sealed: sealAccountSecret(deps.vault, accountId, 'secret', body.privateKey),
      passphrase_sealed: body.passphrase
        ? sealAccountSecret(deps.vault, accountId, 'passphrase', body.passphrase)
        : null,
      key_fingerprint: fingerprint,
    };
  }
  if (body.password === '') return {};
  return {
    secret_sealed: sealAccountSecret(deps.vault, accountId, 'secret', body.password),
    passphrase_sealed: null,
    key_fingerprint: null,
  };
}

async function assertTags(db: Kysely<Database>, tagIds: readonly number[]): Promise<void> {
  if (tagIds.length === 0) return;
  const found = await db
    .selectFrom('tags')
    .select('id')
    .where('id', 'in', [...tagIds])
    .execute();
  if (found.length !== tagIds.length) throw fieldError('tagIds', 'tagNotFound');
}

async function setTags(db: Kysely<Database>, accountId: number, tagIds: readonly number[]): Promise<void> {
  await db.deleteFrom('account_tags').where('account_id', '=', accountId).execute();
  if (tagIds.length > 0)
    await db
      .insertInto('account_tags')
      .values(tagIds.map((tagId) => ({ account_id: accountId, tag_id: tagId })))
      .execute();
}

export async function addAccount(deps: Deps, scope: AssetScope, body: AddBody, by: string): Promise<number> {
  await managedAsset(deps.db, scope, body.assetId);
  // Checked before the transaction: an unreadable key is refused before anything is written.
  const fingerprint = keyFingerprint(body);
  const write = () =>
    deps.db.transaction().execute((trx) => insertAccount(trx, deps, body, { by, how: 'add', fingerprint }));
  return onUniqueViolation(write, nameTaken);
}

/**
 * The add path inside the caller's transaction: the row, its credential sealed bound to the row's id, its strength,
 * the password record and its tags; a name the asset already has is refused. The account form adds one account
 * with it, adoption (modules/adoption) several in one transaction, all or none. A key account's fingerprint is
 * keyFingerprint(body), read before the transaction.
 */
export async function insertAccount(
  trx: Kysely<Database>,
  deps: Pick<Deps, 'vault' | 'now'>,
  body: AddBody,
  write: { by: string; how: 'add' | 'adopt'; fingerprint: string | null },
): Promise<number> {
  const now = deps.now().toISOString();
  await assertTags(trx, body.tagIds);
  const taken = await trx
    .selectFrom('accounts')
    .select('id')
    .where('asset_id', '=', body.assetId)
    .where('account_name', '=', body.accountName)
    .executeTakeFirst();
  if (taken) throw nameTaken();
  const { id } = await trx
    .insertInto('accounts')
    .values({
      asset_id: body.assetId,
      account_name: body.accountName,
      search_name: body.accountName.toLowerCase(),
      account_type: body.accountType,
      auth_kind: body.authKind,
      description: body.description,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Sealed values are bound to the row's id, known only now.
  const credential = sealedCredential(deps, id, body, write.fingerprint);
  if (Object.keys(credential).length > 0) {
    await trx
      .updateTable('accounts')
      .set({ ...credential, secret_strength: strengthOfCredential(body) })
      .where('id', '=', id)
      .execute();
    await recordSecretChange(trx, deps.vault, {
      account: {
        id,
        asset_id: body.assetId,
        account_name: body.accountName,
        auth_kind: body.authKind,
        secret_sealed: null,
        passphrase_sealed: null,
      },
      how: write.how,
      by: write.by,
      at: now,
    });
  }
  await setTags(trx, id, body.tagIds);
  return id;
}

export async function editAccount(deps: Deps, scope: AssetScope, body: EditBody, by: string): Promise<void> {
  const current = await managedAccount(deps.db, scope, body.accountId);
  const fingerprint = keyFingerprint(body);
  const credential = sealedCredential(deps, body.accountId, body, fingerprint);
  // A credential of the other kind no longer applies; nothing typed means nothing stored.
  const kindChanged = current.auth_kind !== body.authKind;
  const cleared = kindChanged ? { secret_sealed: null, passphrase_sealed: null, key_fingerprint: null } : {};
  const credentialChanged = kindChanged || Object.keys(credential).length > 0;
  const strength = Object.keys(credential).length > 0 ? { secret_strength: strengthOfCredential(body) } : {};
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      await assertTags(trx, body.tagIds);
      if (credentialChanged && current.secret_sealed !== null)
        await recordSecretChange(trx, deps.vault, {
          account: current,
          how: 'edit',
          by,
          at: deps.now().toISOString(),
        });
      const taken = await trx
        .selectFrom('accounts')
        .select('id')
        .where('asset_id', '=', current.asset_id)
        .where('account_name', '=', body.accountName)
        .where('id', '!=', body.accountId)
        .executeTakeFirst();
      if (taken) throw nameTaken();
      await trx
        .updateTable('accounts')
        .set({
          account_name: body.accountName,
          search_name: body.accountName.toLowerCase(),
          account_type: body.accountType,
          auth_kind: body.authKind,
          description: body.description,
          ...cleared,
          ...(kindChanged ? { secret_strength: null } : {}),
          ...credential,
          ...strength,
          // A result about another credential or user says nothing about this one.
          ...(credentialChanged || current.account_name !== body.accountName
            ? { check_result: 2, check_key: null, check_params: null, checked_at: null }
            : {}),
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', body.accountId)
        .execute();
      await setTags(trx, body.accountId, body.tagIds);
    });
  await onUniqueViolation(write, nameTaken);
}

export async function removeAccounts(deps: Deps, scope: AssetScope, ids: readonly number[]): Promise<number> {
  for (const id of ids) await managedAccount(deps.db, scope, id);
  return deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('accounts')
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    if (deleted !== ids.length) throw accountNotFound();
    return deleted;
  });
}

export async function removeAccountTag(deps: Deps, scope: AssetScope, accountId: number, tagId: number) {
  await managedAccount(deps.db, scope, accountId);
  const result = await deps.db
    .deleteFrom('account_tags')
    .where('account_id', '=', accountId)
    .where('tag_id', '=', tagId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw new AppError(ResponseCode.accountTagNotLinked, 'accountTagNotLinked', {}, { data: { field: 'tagId' } });
}

/**
 * Generates an RSA key for the account: the private key is sealed into the account at once (making it a
 * key account without a passphrase); only the public line and fingerprint are answered.
 */
export async function generateKey(
  deps: Deps,
  scope: AssetScope,
  accountId: number,
  bits: number,
  by: string,
): Promise<{ publicKey: string; fingerprint: string }> {
  const account = await managedAccount(deps.db, scope, accountId);
  const key = await generateRsaKey({ bits, comment: `${account.account_name}@${account.asset_name}` });
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await recordSecretChange(trx, deps.vault, { account, how: 'generate', by, at });
    await trx
      .updateTable('accounts')
      .set({
        secret_strength: null,
        auth_kind: 'key',
        secret_sealed: sealAccountSecret(deps.vault, accountId, 'secret', key.privateKey),
        passphrase_sealed: null,
        key_fingerprint: key.fingerprint,
        check_result: 2,
        check_key: null,
        check_params: null,
        checked_at: null,
        updated_at: at,
      })
      .where('id', '=', accountId)
      .execute();
  });
  return { publicKey: key.publicKey, fingerprint: key.fingerprint };
}

/**
 * Shows a stored secret to a person who sees the asset, holds system:account:reveal and gives a reason.
 * Every attempt on a visible account, allowed or not, is audited by revealSecret.
 */
export async function revealAccountSecret(
  deps: Deps,
  scope: AssetScope,
  session: AuthSession,
  accountId: number,
  body: z.output<typeof RevealBodySchema>,
  from: { ip: string; userAgent: string },
): Promise<string> {
  const account = await visibleAccount(deps.db, scope, accountId);
  const sealed = body.field === 'secret' ? account.secret_sealed : account.passphrase_sealed;
  const granted = hasPermission(session.permissions, Permission.accountReveal);
  if (granted && sealed === null)
    throw new AppError(ResponseCode.accountNothingStored, 'accountNothingStored', {}, { data: { field: 'field' } });
  return revealSecret(deps, {
    actor: { userId: session.userId, userName: session.userName },
    access: { permission: Permission.accountReveal, granted },
    reason: body.reason,
    from,
    column: sealedColumnOf(body.field),
    id: accountId,
    sealed: sealed ?? '',
  });
}
