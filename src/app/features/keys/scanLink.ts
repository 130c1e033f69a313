export const SCAN_CONFIRM_PATH = '/scan-confirm';

/** The link a QR carries: the console's own mobile confirm page (the guid alone; never the poll key). */
export function scanConfirmUrl(guid: string, origin: string = window.location.origin): string {
  return `${origin}${SCAN_CONFIRM_PATH}?guid=${encodeURIComponent(guid)}`;
}
