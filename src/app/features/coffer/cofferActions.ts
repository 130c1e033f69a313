import type { Coffer } from '../../../shared/api/coffers';
import { licenceAllows } from '../../../shared/rules/cofferRules';

/** What a safe row offers (spec §2 /coffer): open its accounts, apply, and for its managers the rest. */
export type CofferAction =
  | 'accounts'
  | 'apply'
  | 'viewApply'
  | 'edit'
  | 'licences'
  | 'issue'
  | 'owner'
  | 'group'
  | 'remove'
  | 'export';

/** The application button of a row: its waiting application, else apply (or extend a licence held). */
export function applyActionOf(coffer: Pick<Coffer, 'pendingRecordId' | 'licenseType'>): {
  action: 'apply' | 'viewApply';
  labelKey: string;
} {
  if (coffer.pendingRecordId !== null) return { action: 'viewApply', labelKey: 'coffer.action.viewApply' };
  return { action: 'apply', labelKey: coffer.licenseType === null ? 'coffer.action.apply' : 'coffer.action.extend' };
}

/** Its accounts open to its managers and to holders of a valid licence. */
export const canOpenAccounts = (coffer: Pick<Coffer, 'canManage' | 'licenseType'>) =>
  coffer.canManage || coffer.licenseType !== null;

/** The actions behind a row's 更多 menu, for its managers. */
export const MANAGE_MENU_ACTIONS = ['issue', 'owner', 'group', 'remove'] as const satisfies readonly CofferAction[];

/**
 * The encrypted export needs a valid reveal (or manage) licence: managing the safe alone is not enough
 * (docs/coffer.md "Export"), so it follows the licence held, not canManage.
 */
export const canExport = (coffer: Pick<Coffer, 'licenseType'>) =>
  coffer.licenseType !== null && licenceAllows(coffer.licenseType, 'reveal');
