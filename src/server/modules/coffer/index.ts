/**
 * The coffer (docs/coffer.md): safes of accounts, licences on them, applications for licences. Other modules use
 * what licences give on assets (the grants module's usage rights) and hear of the vault application flow here.
 */
import { registerProcessKind } from '../flow';
import { applicationFlowHandlers } from './applications/applicationOutcome';

export { managedCofferIdsQuery, managesAllCoffers } from './cofferAccess';
export { hadLicenceOn, type LicenceRight, licenceRightsOf } from './cofferRights';
export { loadVaultPasswordPolicy } from './vault-accounts/passwordPolicy';

/** Safe applications run on the flow bound to "vault application". */
export function registerCofferFlows(): void {
  registerProcessKind('vault', applicationFlowHandlers);
}
