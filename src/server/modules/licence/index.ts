/** What app.ts and other modules use from the licence module (docs/licence.md). */
export { issueLicence, type LicencePayload, publicKeyToBase64 } from './licenceDocument';
export { trustedLicenceKeys } from './licenceKeys';
export {
  assertAssetCapacity,
  assertNodeCapacity,
  NodeLimitError,
  sessionLimitError,
  sessionOverLimit,
} from './licenceLimits';
export { provisionLicenceFile } from './licenceService';
export { assetCount, licenceState, licenceView, openSessionCount } from './licenceState';
