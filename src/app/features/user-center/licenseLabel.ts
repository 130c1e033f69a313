/** Licence status (spec §4: 0 not activated, 2 expiring soon, 3 expired; anything else active) → text key. */
export function licenseStatusKey(status: number): string {
  switch (status) {
    case 0:
      return 'account.center.licenseNotActivated';
    case 2:
      return 'account.center.licenseExpiring';
    case 3:
      return 'account.center.licenseExpired';
    default:
      return 'account.center.licenseActive';
  }
}

/** Fields shown as 空 when empty (spec §2 user cell convention). */
export const orEmpty = (value: string | null | undefined, emptyText: string) => (value ? value : emptyText);
