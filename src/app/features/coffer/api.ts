import { type ListAssetsQuery, listAssets } from '../../../shared/api';
import { ACCOUNT_PICKER_LIMIT, getAccountWhereList } from '../../../shared/api/accounts';
import {
  type AddSafeApplicationBody,
  addSafeApplication,
  decideSafeApplication,
  getSafeApplication,
  listSafeApplications,
  type SafeApplicationListQuery,
  type UpdateSafeApplicationBody,
  updateSafeApplication,
  withdrawSafeApplication,
} from '../../../shared/api/cofferApplications';
import {
  addCoffer,
  addFavoriteCoffer,
  type CofferBody,
  type CofferListQuery,
  changeCofferGroup,
  changeCofferOwner,
  checkCofferAuth,
  type EditCofferBody,
  editCoffer,
  getAllCofferList,
  getCoffer,
  getCofferAccounts,
  getCofferCounts,
  getCofferLicenceUsers,
  getCofferList,
  type IssueLicenceBody,
  issueLicence,
  removeCoffer,
  removeFavoriteCoffer,
  revealCofferSecret,
  revokeLicence,
  selectAllCofferList,
  selectCofferGroups,
  selectCofferUsers,
} from '../../../shared/api/coffers';
import { call, callPage } from '../../data/http';

/**
 * The coffer's calls (spec §7 /coffer/*, /approve/record/*). With vaultApi.ts (the vault's accounts, records and
 * adoption) and exportApi.ts (the encrypted export and its file) the only files of the feature that touch the network.
 */

export const fetchCoffers = (query: CofferListQuery, signal?: AbortSignal) =>
  callPage(getCofferList, { query, signal });
export const fetchCofferCounts = (signal?: AbortSignal) => call(getCofferCounts, { signal });
export const fetchAllCoffers = (query: Omit<CofferListQuery, 'category'>, signal?: AbortSignal) =>
  callPage(getAllCofferList, { query, signal });
export const fetchManagedCofferOptions = (cofferName: string, signal?: AbortSignal) =>
  call(selectAllCofferList, { query: cofferName ? { cofferName } : {}, signal });
export const fetchCoffer = (cofferId: number, signal?: AbortSignal) =>
  call(getCoffer, { params: { cofferId: String(cofferId) }, signal });

/** Form failures are shown on their fields, so the data layer stays silent for them. */
export const createCoffer = (body: CofferBody) => call(addCoffer, { body, silent: true });
export const saveCoffer = (body: EditCofferBody) => call(editCoffer, { body, silent: true });
export const deleteCoffer = (cofferId: number) => call(removeCoffer, { params: { cofferId: String(cofferId) } });
export const setFavourite = ({ cofferId, favourite }: { cofferId: number; favourite: boolean }) =>
  call(favourite ? addFavoriteCoffer : removeFavoriteCoffer, { params: { cofferId: String(cofferId) } });
export const changeOwner = (body: { cofferIdList: number[]; ownerId: number }) =>
  call(changeCofferOwner, { body, silent: true });
export const changeGroup = (body: { cofferIdList: number[]; groupId: number | null }) =>
  call(changeCofferGroup, { body, silent: true });

/** Silent: the licence form says 授权失败 itself, with the fields the server names. */
export const issueLicences = (body: IssueLicenceBody) => call(issueLicence, { body, silent: true });
export const revokeLicences = (licenseIdList: number[]) => call(revokeLicence, { body: { licenseIdList } });
export const fetchLicences = (
  query: { cofferId: number; pageNum: number; pageSize: number; state?: '1' | '2' | '3' },
  signal?: AbortSignal,
) => callPage(getCofferLicenceUsers, { query: { ...query, cofferId: String(query.cofferId) }, signal });

/** Silent: the accounts page shows the server's refusal (no licence, licence expired) in its header. */
export const fetchCofferAuth = (cofferId: number, signal?: AbortSignal) =>
  call(checkCofferAuth, { query: { cofferId: String(cofferId) }, signal, silent: true });
export const fetchCofferAccounts = (
  query: { cofferId: number; pageNum: number; pageSize: number; accountName?: string },
  signal?: AbortSignal,
) => callPage(getCofferAccounts, { query: { ...query, cofferId: String(query.cofferId) }, signal, silent: true });
/**
 * Silent: the reveal dialog shows the refusal (licence expired, too weak) as the server words it. `field`: the
 * password or private key, or a key's passphrase (CofferAccount.hasPassphrase).
 */
export const revealSecret = (body: {
  cofferId: number;
  accountId: number;
  field: 'secret' | 'passphrase';
  reason: string;
}) => call(revealCofferSecret, { body, silent: true });

export const fetchApplications = (query: SafeApplicationListQuery, signal?: AbortSignal) =>
  callPage(listSafeApplications, { query, signal });
export const fetchApplication = (recordId: number, signal?: AbortSignal) =>
  call(getSafeApplication, { query: { recordId: String(recordId) }, signal });
export const fileApplication = (body: AddSafeApplicationBody) => call(addSafeApplication, { body, silent: true });
export const changeApplication = (body: UpdateSafeApplicationBody) =>
  call(updateSafeApplication, { body, silent: true });
/** Not silent: spec §8, a failed decision shows the server's message and the dialog reloads the record. */
export const decideApplication = (body: { recordId: number; status: 2 | 3; refuseReason: string }) =>
  call(decideSafeApplication, { body });
export const withdrawApplication = (recordId: number) => call(withdrawSafeApplication, { body: { recordId } });

/** A user (name and nickname) or a user group (name; nickName '') to pick, with its id. */
export interface PersonOption {
  id: number;
  name: string;
  nickName: string;
}

/**
 * Users or user groups to pick (owner, group, licence holders), at most 50 by name: the coffer's own pickers,
 * open to those who keep safes. Silent: a refusal (403, the caller keeps no safe) is said by the picker itself.
 */
export async function fetchPeople(kind: 'user' | 'group', keyword: string, signal?: AbortSignal) {
  const query = keyword ? { keyword } : {};
  if (kind === 'user') {
    const users = await call(selectCofferUsers, { query, signal, silent: true });
    return users.map((user): PersonOption => ({ id: user.userId, name: user.userName, nickName: user.nickName }));
  }
  const groups = await call(selectCofferGroups, { query, signal, silent: true });
  return groups.map((group): PersonOption => ({ id: group.groupId, name: group.groupName, nickName: '' }));
}
/** Assets of an asset vault: those the caller manages are offered. */
export const fetchAssetOptions = (query: ListAssetsQuery, signal?: AbortSignal) =>
  callPage(listAssets, { query, signal });
/** Accounts of an account vault, by login name: the first ACCOUNT_PICKER_LIMIT. */
export const fetchAccountOptions = (accountName: string, signal?: AbortSignal) =>
  call(getAccountWhereList, {
    query: { ...(accountName ? { accountName } : {}), limit: String(ACCOUNT_PICKER_LIMIT) },
    signal,
  });
