import type {
  AddSafeApplicationBody,
  SafeApplication,
  UpdateSafeApplicationBody,
} from '../../../shared/api/cofferApplications';
import type { MessageKey } from '../../../shared/messages';
import {
  DEFAULT_LICENCE_TYPE,
  type LicenceType,
  SAFE_REASON_MAX,
  SafeApplicationStatus,
  type SafeDialogMode,
  safeDialogMode,
} from '../../../shared/rules/cofferRules';
import { fromLocalInput, toLocalInput } from '../grants';
import { isLicenceType } from './licenceTypes';

/**
 * The safe application dialog's logic (spec §4 "Safe application dialog mode", §5 "Safe application" and
 * "Safe approval"), apart from React so that tests read it directly. The messages are the server's own
 * keys (shared/messages/cofferMessages.ts): the console and the server word a refusal alike.
 */

/** What the apply / edit form holds: the reason, the type, and the period as datetime-local texts. */
export interface ApplicationValues {
  reason: string;
  licenseType: LicenceType | '';
  start: string;
  end: string;
}

export type ApplicationField = 'reason' | 'licenseType' | 'period';
export type ApplicationProblems = Partial<Record<ApplicationField, MessageKey>>;

/** A new application: use (spec §3 default), no reason, no period yet. */
export function emptyApplication(): ApplicationValues {
  return { reason: '', licenseType: DEFAULT_LICENCE_TYPE, start: '', end: '' };
}

/** The form of an application being edited: spec §3, the range derives from startTime and expireTime. */
export function applicationValuesOf(
  record: Pick<SafeApplication, 'reason' | 'licenseType' | 'startTime' | 'expireTime'>,
): ApplicationValues {
  return {
    reason: record.reason,
    licenseType: record.licenseType,
    start: toLocalInput(record.startTime),
    end: toLocalInput(record.expireTime),
  };
}

const timeOf = (value: string) => (value === '' ? Number.NaN : new Date(value).getTime());

/** Spec §5: reason required, trimmed, at most 99; type required; range required; its end not already past. */
export function applicationProblems(values: ApplicationValues, now: Date): ApplicationProblems {
  const problems: ApplicationProblems = {};
  const reason = values.reason.trim();
  if (reason === '') problems.reason = 'safeReasonRequired';
  else if (reason.length > SAFE_REASON_MAX) problems.reason = 'safeReasonTooLong';
  if (!isLicenceType(values.licenseType)) problems.licenseType = 'safeLicenceTypeRequired';
  const start = timeOf(values.start);
  const end = timeOf(values.end);
  if (Number.isNaN(start) || Number.isNaN(end)) problems.period = 'safeTimeRangeRequired';
  else if (end < now.getTime()) problems.period = 'safeEndBeforeNow';
  else if (end <= start) problems.period = 'safePeriodReversed';
  return problems;
}

function bodyFields(values: ApplicationValues) {
  return {
    reason: values.reason.trim(),
    licenseType: values.licenseType === '' ? DEFAULT_LICENCE_TYPE : values.licenseType,
    startTime: fromLocalInput(values.start),
    expireTime: fromLocalInput(values.end),
  };
}

export const addApplicationBody = (cofferId: number, values: ApplicationValues): AddSafeApplicationBody => ({
  cofferId,
  ...bodyFields(values),
});

export const updateApplicationBody = (recordId: number, values: ApplicationValues): UpdateSafeApplicationBody => ({
  recordId,
  ...bodyFields(values),
});

/** The form's field of a field the server names: both ends of the period belong to the one range. */
export function applicationFieldOf(serverField: string): ApplicationField | '' {
  if (serverField === 'reason' || serverField === 'licenseType') return serverField;
  if (serverField === 'startTime' || serverField === 'expireTime') return 'period';
  return '';
}

/** Spec §4 dialog mode, with the applicant's edit button turning view-my-apply into edit. */
export function applicationDialogMode(
  record: Pick<SafeApplication, 'status' | 'createBy'> | null,
  userId: number,
  isEditing: boolean,
): SafeDialogMode {
  const mode = safeDialogMode(record, userId);
  return mode === 'viewMyApply' && isEditing ? 'edit' : mode;
}

/** Spec §2 dialog titles: 申请保险箱, 查看保险箱申请, 编辑保险箱申请, 保险箱审批, 保险箱审批结果. */
export const DIALOG_TITLE_KEYS: Readonly<Record<SafeDialogMode, string>> = {
  apply: 'coffer.application.titleApply',
  viewMyApply: 'coffer.application.titleViewMyApply',
  edit: 'coffer.application.titleEdit',
  approve: 'coffer.application.titleApprove',
  result: 'coffer.application.titleResult',
};

/** The approver's choice: 2 pass (the default), 3 refuse. */
export type DecisionChoice = typeof SafeApplicationStatus.passed | typeof SafeApplicationStatus.refused;

export function decisionProblem(choice: number, refuseReason: string): MessageKey | null {
  if (choice !== SafeApplicationStatus.passed && choice !== SafeApplicationStatus.refused)
    return 'approvalStatusInvalid';
  if (choice === SafeApplicationStatus.refused && refuseReason.trim().length > SAFE_REASON_MAX)
    return 'refuseReasonTooLong';
  return null;
}

/** The decision sent: a pass carries no refusal reason, whatever was typed before switching back. */
export function decisionBody(recordId: number, choice: DecisionChoice, refuseReason: string) {
  return {
    recordId,
    status: choice,
    refuseReason: choice === SafeApplicationStatus.refused ? refuseReason.trim() : '',
  };
}
