import { z } from 'zod';
import { UserKind } from '../enums';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  msgRef,
  NAME_PATTERN,
  PASSWORD_DEFAULT_MAX,
  PHONE_PATTERN,
  PROFILE_NAME_MAX,
  textRequired,
} from '../rules/validation';
import { MAX_ID } from './ids';
import { nameChars } from './nameChars';

/**
 * Field builders of the user and user-group forms (spec §5), shared by the server's validation and
 * the console's forms. Messages are message references; the field name travels as a parameter.
 */
const required = (field: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? msgRef('fieldRequired', { field }) : msgRef('mustBeText');

/** A required name of letters, digits, _ and - (spec §5 Names). */
export const nameField = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field }) })
    .max(max, { error: msgRef('fieldTooLong', { field, max }) })
    .check(nameChars(field))
    .regex(NAME_PATTERN, { error: msgRef('nameChars') });

export const requiredTextField = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field }) })
    .max(max, { error: msgRef('fieldTooLong', { field, max }) });

export const optionalTextField = (field: string, max: number) =>
  z
    .string({ error: msgRef('mustBeText') })
    .trim()
    .max(max, { error: msgRef('fieldTooLong', { field, max }) })
    .default('');

export const phoneField = z
  .string({ error: msgRef('mustBeText') })
  .trim()
  .max(11, { error: msgRef('phoneInvalid') })
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: msgRef('phoneInvalid') })
  .default('');

export const emailField = z
  .string({ error: msgRef('mustBeText') })
  .trim()
  .max(EMAIL_MAX, { error: msgRef('fieldTooLong', { field: 'email', max: EMAIL_MAX }) })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: msgRef('emailInvalid') })
  .default('');

/** 0 or 1 (user kind, user source): anything else names the field. */
export const flagField = (field: string) =>
  z
    .number({ error: msgRef('fieldInvalid', { field }) })
    .int({ error: msgRef('fieldInvalid', { field }) })
    .min(0, { error: msgRef('fieldInvalid', { field }) })
    .max(1, { error: msgRef('fieldInvalid', { field }) });

/** An instant as ISO-8601 with offset (the console sends Date#toISOString()), or null. */
export const instantField = (field: string) =>
  z.iso
    .datetime({ offset: true, error: msgRef('fieldInvalid', { field }) })
    .nullable()
    .default(null);

export const idField = (field: string) =>
  z
    .number({ error: msgRef('fieldInvalid', { field }) })
    .int({ error: msgRef('fieldInvalid', { field }) })
    .positive({ error: msgRef('fieldInvalid', { field }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field }) });

/** Several ids at once (delete, lock, add members): at least one, at most one page (500). */
export const idListField = (field: string) =>
  z
    .array(idField(field), { error: msgRef('fieldRequired', { field }) })
    .min(1, { error: msgRef('fieldRequired', { field }) })
    .max(500, { error: msgRef('fieldInvalid', { field }) });

/** A password as typed; length and strength are checked against the server's policy, not here. */
export const passwordField = () =>
  z
    .string({ error: textRequired('passwordRequired') })
    .trim()
    .min(1, { error: msgRef('passwordRequired') })
    .max(PASSWORD_DEFAULT_MAX * 4, { error: msgRef('maxLength', { max: PASSWORD_DEFAULT_MAX * 4 }) });

export const userNameField = nameField('userName', PROFILE_NAME_MAX);
export const nickNameField = requiredTextField('nickName', PROFILE_NAME_MAX).check(nameChars('nickName'));

interface ValidityWindow {
  userKind: number;
  validFrom: string | null;
  validTo: string | null;
}

/** Spec §3: a temporary user needs a validity window whose end is after its start. */
export function checkValidityWindow(value: ValidityWindow, ctx: z.RefinementCtx): void {
  if (value.userKind !== UserKind.temporary) return;
  if (!value.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validFrom'], message: msgRef('validityRequired') });
    return;
  }
  if (!value.validTo) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: msgRef('validityRequired') });
    return;
  }
  if (Date.parse(value.validTo) <= Date.parse(value.validFrom)) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: msgRef('validityOrder') });
  }
}
