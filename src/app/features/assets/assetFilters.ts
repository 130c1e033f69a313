import type { ListAssetsQuery, Protocol } from '../../../shared/api';

/** The list's search form as typed; empty means "any". */
export interface AssetFilterValues {
  keyword: string;
  assetType: string;
  platformId: string;
  deptId: string;
  tagId: string;
  protocol: string;
}

export const EMPTY_ASSET_FILTERS: AssetFilterValues = {
  keyword: '',
  assetType: '',
  platformId: '',
  deptId: '',
  tagId: '',
  protocol: '',
};

export function toAssetQuery(filters: AssetFilterValues): ListAssetsQuery {
  const query: ListAssetsQuery = {};
  if (filters.keyword.trim()) query.keyword = filters.keyword.trim();
  if (filters.assetType) query.assetType = Number(filters.assetType) as ListAssetsQuery['assetType'];
  if (filters.platformId) query.platformId = filters.platformId;
  if (filters.deptId) query.deptId = filters.deptId;
  if (filters.tagId) query.tagId = filters.tagId;
  if (filters.protocol) query.protocol = filters.protocol as Protocol;
  return query;
}
