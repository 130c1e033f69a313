/** What the command line uses from the vault module. */
export { masterKeyStatus } from './masterKeyStatus';
