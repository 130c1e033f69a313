import {
  type AddGrantsBody,
  addGrants,
  getMyAsset,
  grantDefaultWindow,
  type ListAssetsQuery,
  type ListGrantsQuery,
  type ListMyAssetsQuery,
  listAssets,
  listGrantSubjects,
  listGrants,
  listMyAssets,
  revokeGrants,
  starMyAsset,
  unstarMyAsset,
} from '../../../shared/api';
import { getAccountWhereList } from '../../../shared/api/accounts';
import { type IssueNativeTokenBody, issueNativeToken, revokeNativeToken } from '../../../shared/api/dbNative';
import { type OpenWebSessionBody, openWebSession } from '../../../shared/api/webAssets';
import { call, callPage } from '../../data/http';

/** The authorisation and my-assets calls; the only file here that touches the network. */

export const fetchGrants = (query: ListGrantsQuery, signal?: AbortSignal) => callPage(listGrants, { query, signal });
export const fetchDefaultWindow = (signal?: AbortSignal) => call(grantDefaultWindow, { signal });
export const fetchSubjects = (keyword: string, signal?: AbortSignal) =>
  call(listGrantSubjects, { query: keyword ? { keyword } : {}, signal });
export const fetchGrantableAssets = (query: ListAssetsQuery, signal?: AbortSignal) =>
  callPage(listAssets, { query, signal });
/** The accounts of one asset, for limiting a grant to some of them. */
export const fetchAssetAccounts = (assetId: number, signal?: AbortSignal) =>
  call(getAccountWhereList, { query: { assetId: String(assetId) }, signal });
/** Field failures are shown on the form, so the data layer stays silent for them. */
export const createGrants = (body: AddGrantsBody) => call(addGrants, { body, silent: true });
export const revoke = (grantIds: number[]) => call(revokeGrants, { params: { grantIds: grantIds.join(',') } });

export const fetchMyAssets = (query: ListMyAssetsQuery, signal?: AbortSignal) =>
  callPage(listMyAssets, { query, signal });
export const fetchMyAsset = (assetId: number, signal?: AbortSignal) =>
  call(getMyAsset, { params: { assetId: String(assetId) }, signal });
export const setFavourite = ({ assetId, favourite }: { assetId: number; favourite: boolean }) =>
  call(favourite ? starMyAsset : unstarMyAsset, { params: { assetId: String(assetId) } });

/** A short-lived token for a native database client (psql, mysql); its secret is shown once. */
export const issueNativeClientToken = (body: IssueNativeTokenBody) => call(issueNativeToken, { body });
export const revokeNativeClientToken = (tokenId: number) =>
  call(revokeNativeToken, { params: { tokenId: String(tokenId) } });

export const openWebAsset = (body: OpenWebSessionBody) => call(openWebSession, { body });
