import type { SignInSettings, SignInSettingsEdit } from '../../../../shared/api/signInMethods';

/** What each section of the sign-in tab edits and shows. */
export interface SectionProps {
  form: SignInSettingsEdit;
  stored: SignInSettings;
  errors: Record<string, string>;
  isReadOnly: boolean;
  onChange: (next: SignInSettingsEdit) => void;
}

/** The first message of each field, keyed by its dotted path (sms.url), from a zod error or the server. */
export function errorsByPath(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
