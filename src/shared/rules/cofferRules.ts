/**
 * The coffer (docs/coffer.md): safes of credentials, the licences that give users rights on them for a
 * period, and the applications that ask for a licence. Spec §3 vault type and licence type, §4 safe
 * application status and dialog mode, §6 list categories.
 */

/** Spec §3 Vault type: an asset vault holds every account of its assets (later ones too); an account vault the chosen accounts. */
export const VaultType = { asset: 1, account: 2 } as const;
export type VaultTypeValue = (typeof VaultType)[keyof typeof VaultType];

/**
 * Licence types, each including the rights of those before it:
 *  - view: see that the safe's accounts exist (names, assets, check results);
 *  - use: connect to them through Gatehouse without ever seeing the secret;
 *  - reveal: see or copy a secret, each time with a reason, audited;
 *  - manage: manage the safe (edit it, issue and revoke licences, decide its applications).
 */
export const LICENCE_TYPES = ['view', 'use', 'reveal', 'manage'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
/** Spec §3: an application asks for use unless the applicant chooses otherwise. */
export const DEFAULT_LICENCE_TYPE: LicenceType = 'use';

/** Whether a licence of type `held` gives the rights of `wanted`. */
export function licenceAllows(held: LicenceType, wanted: LicenceType): boolean {
  return LICENCE_TYPES.indexOf(held) >= LICENCE_TYPES.indexOf(wanted);
}

/** The strongest of several licence types; null for none. */
export function strongestLicence(types: readonly LicenceType[]): LicenceType | null {
  let best: LicenceType | null = null;
  for (const type of types) if (best === null || licenceAllows(type, best)) best = type;
  return best;
}

/** Spec §6 list categories of the safe list. */
export const COFFER_CATEGORIES = ['manage', 'use', 'unauthorised'] as const;
export type CofferCategory = (typeof COFFER_CATEGORIES)[number];

/**
 * Spec §6: the category a user's safe list opens on — manage when they may manage every safe or manage some,
 * else unauthorised when some safe is not theirs, otherwise use.
 */
export function defaultCofferCategory(counts: {
  manageAll: boolean;
  manage: number;
  unauthorised: number;
}): CofferCategory {
  if (counts.manageAll || counts.manage > 0) return 'manage';
  if (counts.unauthorised > 0) return 'unauthorised';
  return 'use';
}

/** Spec §4 safe application status: wait-for-approve, pass, refuse, revoke (withdrawn by the applicant). */
export const SafeApplicationStatus = { waiting: 1, passed: 2, refused: 3, revoked: 4 } as const;
export type SafeApplicationStatusValue = (typeof SafeApplicationStatus)[keyof typeof SafeApplicationStatus];

/** Spec §4 "Safe application dialog mode"; edit is reached from view-my-apply by its edit button. */
export type SafeDialogMode = 'apply' | 'viewMyApply' | 'edit' | 'approve' | 'result';

/**
 * No record: apply. Waiting: the applicant views their own application (and may edit it), anyone else decides
 * it. Passed, refused or revoked: the read-only result.
 */
export function safeDialogMode(record: { status: number; createBy: number } | null, userId: number): SafeDialogMode {
  if (record === null) return 'apply';
  if (record.status !== SafeApplicationStatus.waiting) return 'result';
  return record.createBy === userId ? 'viewMyApply' : 'approve';
}

/** Spec §5: the reason of an application is at most 99 characters. */
export const SAFE_REASON_MAX = 99;
/** Spec §5: the export password (docs/coffer.md "Export"). */
export const EXPORT_PASSWORD_MIN = 8;
export const EXPORT_PASSWORD_MAX = 64;
