/** What other modules use from this module. */
export { assertMayChange, assertSuperManagerRemains } from './guards';
export { signOutEverywhere } from './lifecycle';
export { revokeTokensOf } from './liveTokens';
export { NO_LOCAL_PASSWORD } from './userService';
