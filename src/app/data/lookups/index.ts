export type { SiteConfig } from './api';
export { SiteConfigSchema } from './api';
export { assetLookupKeys, platformLookupQuery, tagLookupQuery } from './assetLookups';
export { clearAllUserData, clearUser, type StoredSummary, summariseStored } from './store';
export { type LookupResult, lookupKeys, useAllDicts, useDict, useLookup, useSiteConfig } from './queries';
export { currentUserKey, userKeyOf } from './userKey';
