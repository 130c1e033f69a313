import {
  type AcceptAssetHostKeyBody,
  type AccountBody,
  acceptAssetHostKey,
  addAccount,
  checkAccount,
  type EditAccountBody,
  editAccount,
  generateAccountKey,
  getAccount,
  getAssetHostKey,
  type ListAccountsQuery,
  listAccounts,
  removeAccounts,
  revealAccountSecret,
} from '../../../shared/api/accounts';
import { listTagOptions } from '../../../shared/api/tags';
import { call, callPage } from '../../data/http';

/** The account feature's calls; the only file here that touches the network. */

export const fetchAccounts = (query: ListAccountsQuery, signal?: AbortSignal) =>
  callPage(listAccounts, { query, signal });
export const fetchAccount = (accountId: number, signal?: AbortSignal) =>
  call(getAccount, { params: { accountId: String(accountId) }, signal });
export const fetchHostKey = (assetId: number, signal?: AbortSignal) =>
  call(getAssetHostKey, { params: { assetId: String(assetId) }, signal });
/** Form failures are shown on their fields by the form, so the data layer stays silent for them. */
export const createAccount = (body: AccountBody) => call(addAccount, { body, silent: true });
export const saveAccount = (body: EditAccountBody) => call(editAccount, { body, silent: true });
export const deleteAccounts = (accountIds: number[]) =>
  call(removeAccounts, { params: { accountIds: accountIds.join(',') } });
export const runCheck = (accountId: number) => call(checkAccount, { params: { accountId: String(accountId) } });
export const acceptHostKey = (body: AcceptAssetHostKeyBody) => call(acceptAssetHostKey, { body });
export const generateKey = (accountId: number) =>
  call(generateAccountKey, { params: { accountId: String(accountId) }, body: {} });
export const revealSecret = (accountId: number, body: { field: 'secret' | 'passphrase'; reason: string }) =>
  call(revealAccountSecret, { params: { accountId: String(accountId) }, body, silent: true });
/** Every tag (id and name), for the account form's tag picker. */
export const fetchTagOptions = (signal?: AbortSignal) => call(listTagOptions, { signal });
