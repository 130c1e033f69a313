/** What other modules use from this module. */
export { assertLocalPassword, checkSignInPassword } from './authenticate';
