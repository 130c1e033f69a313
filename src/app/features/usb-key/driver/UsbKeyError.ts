/**
 * Why a USB-key operation failed (spec §8). `reason` picks the user's message; `action` names the
 * operation for the "action-specific failure with the code" texts; `code` is the device's rev (or 500
 * when a certificate does not parse); `retryCount` is what a PIN operation reports.
 */
export type UsbKeyFailure =
  | 'http'
  | 'serviceUnreachable'
  | 'noDevice'
  | 'enumParse'
  | 'deviceAuth'
  | 'pinEmpty'
  | 'pinWrong'
  | 'oldPinWrong'
  | 'pinLocked'
  | 'certificateParse'
  | 'disconnect'
  | 'action';

export class UsbKeyError extends Error {
  constructor(
    readonly reason: UsbKeyFailure,
    message: string,
    readonly details: { action?: string; code?: number; retryCount?: number; status?: number } = {},
  ) {
    super(message);
    this.name = 'UsbKeyError';
  }

  get code(): number | undefined {
    return this.details.code;
  }
}
