/** What other modules use from this module. */
export { registrationAnswer } from './registrationSignIn';
