import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contextOf, SEALED } from '../../security/sealedColumns';
import type { VaultRuntime } from '../../security/vaultRuntime';
import { openAccountSecret } from './secrets';

/**
 * How a secret changed: typed on add or edit, a generated key, the weak-password form, an adopted account, a
 * password-change task (rotate), or a new password a host may hold that did not verify (rotateUnverified: the record
 * keeps the new password, not the replaced one).
 */
export type SecretChangeHow = 'add' | 'edit' | 'generate' | 'weakFix' | 'adopt' | 'rotate' | 'rotateUnverified';

export interface SecretChange {
  account: {
    id: number;
    asset_id: number;
    account_name: string;
    auth_kind: string;
    secret_sealed: string | null;
    passphrase_sealed: string | null;
  };
  how: SecretChangeHow;
  by: string;
  at: string;
}

/**
 * Records a change of an account's secret (docs/coffer.md "Password records"), inside the transaction that makes
 * it: the replaced secret and passphrase are re-sealed bound to the record's own row (a sealed value is bound to
 * where it lives), so that they stay readable — with reveal rights only — after the account moves on.
 */
export async function recordSecretChange(db: Kysely<Database>, vault: VaultRuntime, change: SecretChange) {
  const { account } = change;
  const { id } = await db
    .insertInto('account_secret_versions')
    .values({
      account_id: account.id,
      asset_id: account.asset_id,
      account_name: account.account_name,
      auth_kind: account.auth_kind,
      secret_sealed: null,
      passphrase_sealed: null,
      how: change.how,
      changed_by: change.by.slice(0, 64),
      changed_at: change.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reseal = (column: 'secret' | 'passphrase', sealed: string | null) => {
    if (sealed === null) return null;
    const plain = openAccountSecret(vault, account.id, column, sealed);
    const target = column === 'secret' ? SEALED.previousAccountSecrets : SEALED.previousAccountPassphrases;
    return vault.sealSecret(plain, contextOf(target, id));
  };
  const secret = reseal('secret', account.secret_sealed);
  const passphrase = reseal('passphrase', account.passphrase_sealed);
  if (secret !== null || passphrase !== null)
    await db
      .updateTable('account_secret_versions')
      .set({ secret_sealed: secret, passphrase_sealed: passphrase })
      .where('id', '=', id)
      .execute();
  return id;
}
