/** What other modules use from this module. */
export { isSsoConfigured } from './config';
export { ssoLoginWay } from './loginWay';
