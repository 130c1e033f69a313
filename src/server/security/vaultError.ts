/** Why a sealed value could not be opened or a master key not used. */
export type VaultFailure = 'malformed' | 'unknownKey' | 'wrongKey' | 'tampered' | 'badMasterKey' | 'masterKeyMismatch';

/**
 * The vault's one error. Its message names the failure, the key id and the record's place (table,
 * column, id), never a plaintext, a data key or a master key: it may be logged and shown to operators.
 */
export class VaultError extends Error {
  constructor(
    readonly failure: VaultFailure,
    message: string,
  ) {
    super(message);
    this.name = 'VaultError';
  }
}
