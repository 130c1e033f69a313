/** What other modules use from this module. */
export { openAccountSecret, sealedColumnOf } from './secrets';
