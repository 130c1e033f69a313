/** What other modules use from this module. */

export { accountNotFound, managedAccount, visibleAccount } from './accountQueries';
export { insertAccount } from './accountService';
export { recordSecretChange, type SecretChangeHow } from './secretHistory';
export { rateStoredPasswords, scheduleSecretStrengthPass } from './secretStrengthPass';
export { openAccountSecret, sealAccountSecret, sealedColumnOf } from './secrets';
