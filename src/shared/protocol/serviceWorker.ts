/** Messages a tab posts to the service worker (src/sw) and the header the worker stamps on stored copies. */
export const SW_MESSAGE = { skipWaiting: 'SKIP_WAITING', clearUserCache: 'CLEAR_USER_CACHE' } as const;

/** Header the worker puts on the copies it stores: the page reads it to tell the data's age. */
export const CACHED_AT_HEADER = 'x-gatehouse-cached-at';
