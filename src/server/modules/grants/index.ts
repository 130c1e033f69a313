/** What other modules use from this module. */
export { deleteGrantsOfSubjects } from './subjectGrants';
export { mayTransfer } from './transferRights';
export { assetsManagedByGrant, mayUseAsset, usableAssetRights } from './usageRights';
