import type { Selectable } from 'kysely';
import type { Account, AccountOption } from '../../../shared/api/accounts';
import { formatMessage, type Lang, type MessageKey, messages } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { AccountsTable } from '../../db/schema';
import { type AssetScope, canManageAccountsOf } from '../assets';

export type AccountRow = Selectable<AccountsTable>;

/** An account row with the asset fields the replies and the scope need. */
export type AccountWithAsset = AccountRow & { asset_name: string; address: string; dept_id: number | null };

/** What a check stored besides its result: the message to show, never a secret. */
export interface StoredReason {
  messageKey: MessageKey;
  params: Record<string, string | number>;
  /** The network proxy a failure happened at. */
  via?: string;
}

export function renderReason(row: Pick<AccountRow, 'check_params'>, lang: Lang): string | null {
  if (!row.check_params) return null;
  const stored = JSON.parse(row.check_params) as StoredReason;
  if (!(stored.messageKey in messages)) return null;
  const prefix = stored.via ? formatMessage('accountViaProxy', lang, { name: stored.via }) : '';
  return prefix + formatMessage(stored.messageKey, lang, stored.params);
}

/** Rows as the API shows them: no secret, only whether one is stored. */
export async function toAccounts(
  db: Db,
  rows: readonly AccountWithAsset[],
  scope: AssetScope,
  lang: Lang,
): Promise<Account[]> {
  const ids = rows.map((row) => row.id);
  const tagRows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('account_tags')
          .innerJoin('tags', 'tags.id', 'account_tags.tag_id')
          .select(['account_tags.account_id', 'tags.id', 'tags.name'])
          .where('account_tags.account_id', 'in', ids)
          .orderBy('tags.name')
          .execute();
  return rows.map((row) => {
    const isKey = row.auth_kind === 'key';
    return {
      accountId: row.id,
      assetId: row.asset_id,
      assetName: row.asset_name,
      address: row.address,
      accountName: row.account_name,
      accountType: row.account_type,
      authKind: isKey ? 'key' : 'password',
      hasPassword: !isKey && row.secret_sealed !== null,
      hasKey: isKey && row.secret_sealed !== null,
      hasPassphrase: isKey && row.passphrase_sealed !== null,
      keyFingerprint: isKey ? row.key_fingerprint : null,
      description: row.description,
      tags: tagRows
        .filter((tag) => tag.account_id === row.id)
        .map((tag) => ({ tagId: Number(tag.id), tagName: tag.name })),
      checkResult: row.check_result,
      checkReason: row.check_key,
      checkMessage: renderReason(row, lang),
      checkTime: row.checked_at,
      canManage: canManageAccountsOf(scope, { id: row.asset_id, dept_id: row.dept_id }),
      createTime: row.created_at,
      updateTime: row.updated_at,
    };
  });
}

/** The columns a where-list row needs (no sealed values, no descriptions). */
export type AccountOptionRow = Pick<
  AccountWithAsset,
  'id' | 'account_name' | 'account_type' | 'auth_kind' | 'check_result' | 'asset_id' | 'asset_name' | 'address'
>;

export function toAccountOption(row: AccountOptionRow): AccountOption {
  return {
    accountId: row.id,
    accountName: row.account_name,
    accountType: row.account_type,
    authKind: row.auth_kind,
    checkResult: row.check_result,
    assetId: row.asset_id,
    assetName: row.asset_name,
    address: row.address,
  };
}
