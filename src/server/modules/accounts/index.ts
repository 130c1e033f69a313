/** What other modules use from this module. */
export { openAccountSecret } from './secrets';
