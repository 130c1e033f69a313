import { formatMessage } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { loadSettings } from '../settings';
import { isEmailConfigured, loadSignInConfig, sendMail } from '../sign-in';

export type DecisionNotice = { kind: 'approved' } | { kind: 'refused'; reason: string };

/**
 * Tells the requester of a decision by e-mail when SMTP is configured (sign-in settings); without it
 * the requester learns it at the next sign-in attempt (see registrationSignIn.ts). The text is in
 * Chinese and English: the request does not record the requester's language.
 */
export async function sendDecisionNotice(
  deps: Deps,
  to: { userName: string; email: string },
  notice: DecisionNotice,
): Promise<void> {
  const config = await loadSignInConfig(deps);
  if (!isEmailConfigured(config) || to.email === '') return;
  const { companyName: product } = await loadSettings(deps.db);
  const [subjectKey, bodyKey] =
    notice.kind === 'approved'
      ? (['registerApprovedSubject', 'registerApprovedBody'] as const)
      : (['registerRefusedSubject', 'registerRefusedBody'] as const);
  const params = { product, userName: to.userName, reason: notice.kind === 'refused' ? notice.reason : '' };
  await sendMail(config.email, {
    to: to.email,
    subject: formatMessage(subjectKey, 'zh', params),
    text: `${formatMessage(bodyKey, 'zh', params)}\n\n${formatMessage(bodyKey, 'en', params)}`,
  });
}

/** The decision stands whatever the mail server does; a failure is logged for the administrator. */
export function noticeInBackground(deps: Deps, to: { userName: string; email: string }, notice: DecisionNotice): void {
  sendDecisionNotice(deps, to, notice).catch((error: unknown) =>
    deps.log.warn({ err: error }, 'registration decision e-mail could not be sent'),
  );
}
