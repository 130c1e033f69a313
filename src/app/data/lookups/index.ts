export type { SiteConfig } from './api';
export { SiteConfigSchema } from './api';
export { clearAllUserData, clearUser } from './store';
export { type LookupResult, lookupKeys, useDict, useLookup, useSiteConfig } from './queries';
export { currentUserKey, userKeyOf } from './userKey';
