/** What other modules use from this module. */
export { assetNotFound, listAssetPage } from './assetQueries';
export { type AssetRow, searchTextOf, toAssets } from './assetRows';
export {
  type AssetScope,
  assetScopeOf,
  assetScopeWithGrants,
  canManageAccountsOf,
  canManageDept,
  canViewAsset,
  canViewDept,
  requireAccountManage,
  requireManage,
} from './assetScope';
export { insertAsset } from './assetService';
export { type PlatformRow, protocolsOf } from './platformRows';
// Label governance (modules/labels) serves the tag rename and delete behind its guards.
export { editTag, removeTag } from './tagService';
