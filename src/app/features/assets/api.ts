import {
  type AssetBody,
  addAsset,
  addPlatform,
  addTag,
  type EditAssetBody,
  type EditPlatformBody,
  type EditTagBody,
  editAsset,
  editPlatform,
  editTag,
  getAsset,
  getPlatform,
  type ListAssetsQuery,
  type ListPlatformsQuery,
  type ListTagsQuery,
  listAssetDepts,
  listAssets,
  listPlatforms,
  listTagOptions,
  listTags,
  type PlatformBody,
  removeAssets,
  removePlatform,
  removeTag,
  type TagBody,
} from '../../../shared/api';
import { call, callPage } from '../../data/http';

/** The asset feature's calls; the only file here that touches the network. */

export const fetchAssets = (query: ListAssetsQuery, signal?: AbortSignal) => callPage(listAssets, { query, signal });
export const fetchAsset = (assetId: number, signal?: AbortSignal) =>
  call(getAsset, { params: { assetId: String(assetId) }, signal });
/** Form failures are shown on their fields by the form, so the data layer stays silent for them. */
export const createAsset = (body: AssetBody) => call(addAsset, { body, silent: true });
export const saveAsset = (body: EditAssetBody) => call(editAsset, { body, silent: true });
export const deleteAssets = (assetIds: number[]) => call(removeAssets, { params: { assetIds: assetIds.join(',') } });

export const fetchPlatforms = (query: ListPlatformsQuery, signal?: AbortSignal) =>
  callPage(listPlatforms, { query, signal });
export const fetchPlatform = (platformId: number, signal?: AbortSignal) =>
  call(getPlatform, { params: { platformId: String(platformId) }, signal });
export const createPlatform = (body: PlatformBody) => call(addPlatform, { body, silent: true });
export const savePlatform = (body: EditPlatformBody) => call(editPlatform, { body, silent: true });
export const deletePlatform = (platformId: number) =>
  call(removePlatform, { params: { platformId: String(platformId) } });

export const fetchTags = (query: ListTagsQuery, signal?: AbortSignal) => callPage(listTags, { query, signal });
export const fetchTagOptions = (signal?: AbortSignal) => call(listTagOptions, { signal });
export const createTag = (body: TagBody) => call(addTag, { body, silent: true });
export const saveTag = (body: EditTagBody) => call(editTag, { body, silent: true });
export const deleteTag = (tagId: number) => call(removeTag, { params: { tagId: String(tagId) } });

/** The departments of the caller's scope, for the department picker and filter. */
export const fetchAssetDepts = (signal?: AbortSignal) => call(listAssetDepts, { signal });
