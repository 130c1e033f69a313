export type { SiteConfig } from './api';
export { SiteConfigSchema } from './api';
export { assetLookupKeys, platformLookupQuery, tagLookupQuery } from './assetLookups';
export { type LookupResult, lookupKeys, useAllDicts, useDict, useLookup, useSiteConfig } from './queries';
export { clearAllUserData, clearUser, type StoredSummary, summariseStored } from './store';
export { currentUserKey, userKeyOf } from './userKey';
