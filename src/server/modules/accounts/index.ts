/** What other modules use from this module. */

export { checkAccount } from './accountCheck';
export { accountNotFound, managedAccount, visibleAccount } from './accountQueries';
export type { StoredReason } from './accountRows';
export { insertAccount } from './accountService';
export { recordSecretChange, type SecretChangeHow } from './secretHistory';
export { rateStoredPasswords, scheduleSecretStrengthPass } from './secretStrengthPass';
export { openAccountSecret, sealAccountSecret, sealedColumnOf } from './secrets';
