import { type AdoptBody, adoptLocalAccounts, discoverLocalAccounts } from '../../../shared/api/accountAdoption';
import { type Account, checkAccount, getAccount, getAccountWhereList } from '../../../shared/api/accounts';
import {
  fixWeakPassword,
  getVaultPasswordPolicy,
  listManagedAccounts,
  listPasswordRecords,
  type ManagedAccount,
  type ManagedAccountQuery,
  revealPasswordRecord,
} from '../../../shared/api/vaultAccounts';
import { call, callPage } from '../../data/http';

/**
 * The calls of the vault account pages (docs/coffer.md "Accounts in the vault", "Adopting accounts"):
 * /account-manage-list, /weak-edit-password-form, /password-record and /ghost-add-account. With api.ts and
 * exportApi.ts the only files of the feature that touch the network.
 */

/**
 * Discovery logs in over SSH (through the asset's proxies) and runs getent: the server allows 10 s to connect and
 * 15 s for the command (modules/adoption/discovery.ts), more than a plain call's 20 s. Keep in step.
 */
const DISCOVER_TIMEOUT_MS = 60_000;

export const fetchPasswordPolicy = (signal?: AbortSignal) => call(getVaultPasswordPolicy, { signal });
export const fetchManagedAccounts = (query: ManagedAccountQuery, signal?: AbortSignal) =>
  callPage(listManagedAccounts, { query, signal });

/** The account a weak password is fixed on, as the form shows it. */
export type FixTarget = Pick<ManagedAccount, 'accountId' | 'accountName' | 'assetName' | 'address'>;

export const fixTargetOf = (account: Pick<Account | ManagedAccount, keyof FixTarget>): FixTarget => ({
  accountId: account.accountId,
  accountName: account.accountName,
  assetName: account.assetName,
  address: account.address,
});

/**
 * The account named by ?accountId= (the manage list has no id filter, so the account call answers it). Silent:
 * the form says it could not be read and still offers to store the password under the id.
 */
export const fetchFixTarget = async (accountId: number, signal?: AbortSignal) =>
  fixTargetOf(await call(getAccount, { params: { accountId: String(accountId) }, signal, silent: true }));

/** Silent: the form shows a refusal under the field the server names (password) or in its banner. */
export const storeWeakFix = (body: { accountId: number; password: string }) =>
  call(fixWeakPassword, { body, silent: true });

/** The §4 check with the stored password; silent: the form shows the result, or the refusal, itself. */
export const runAccountCheck = (accountId: number) =>
  call(checkAccount, { params: { accountId: String(accountId) }, silent: true });

export const fetchPasswordRecords = (
  {
    accountId,
    ...query
  }: { pageNum: number; pageSize: number; accountId?: number; accountName?: string; changedBy?: string },
  signal?: AbortSignal,
) =>
  callPage(listPasswordRecords, {
    query: { ...query, ...(accountId === undefined ? {} : { accountId: String(accountId) }) },
    signal,
  });

/** Silent: the dialog shows a refusal in the server's words. */
export const revealRecordSecret = ({ recordId, reason }: { recordId: number; reason: string }) =>
  call(revealPasswordRecord, {
    params: { recordId: String(recordId) },
    body: { field: 'secret', reason },
    silent: true,
  });

/** The accounts of one asset, to log in with for a discovery. */
export const fetchAssetAccounts = (assetId: number, signal?: AbortSignal) =>
  call(getAccountWhereList, { query: { assetId: String(assetId) }, signal });

/** Silent: the page shows why a discovery failed in the server's words (not Linux, no SSH, login refused …). */
export const discoverAccounts = ({ assetId, accountId }: { assetId: number; accountId: number | null }) =>
  call(discoverLocalAccounts, {
    params: { assetId: String(assetId) },
    body: accountId === null ? {} : { accountId },
    silent: true,
    timeoutMs: DISCOVER_TIMEOUT_MS,
  });

/** Silent: the page shows a refusal (a name already managed, a bad password …) in the server's words. */
export const adoptAccounts = (body: AdoptBody) => call(adoptLocalAccounts, { body, silent: true });
