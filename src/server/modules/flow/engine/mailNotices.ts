import type { Deps } from '../../../deps';
import { renderStationTexts, type StationTexts } from '../../messages';
import { isEmailConfigured, loadSignInConfig, sendMail } from '../../sign-in';

/**
 * Mails each station message of a committed change to its recipients who have an e-mail address, when SMTP
 * is configured (sign-in settings). The text is in Chinese and English: a mail does not know its reader's
 * console language. The change stands whatever the mail server does; a failure is logged.
 */
export function mailInBackground(deps: Deps, notices: readonly { userIds: readonly number[]; texts: StationTexts }[]) {
  if (notices.length === 0) return;
  mailNotices(deps, notices).catch((error: unknown) =>
    deps.log.warn({ err: error }, 'approval-flow e-mail could not be sent'),
  );
}

async function mailNotices(deps: Deps, notices: readonly { userIds: readonly number[]; texts: StationTexts }[]) {
  const config = await loadSignInConfig(deps);
  if (!isEmailConfigured(config)) return;
  const ids = [...new Set(notices.flatMap((notice) => notice.userIds))];
  const users = await deps.db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
  const emailOf = new Map(users.filter((user) => user.email !== '').map((user) => [user.id, user.email]));
  for (const notice of notices) {
    const zh = renderStationTexts(notice.texts, 'zh');
    const en = renderStationTexts(notice.texts, 'en');
    for (const userId of notice.userIds) {
      const to = emailOf.get(userId);
      if (to) await sendMail(config.email, { to, subject: zh.title, text: `${zh.content}\n\n${en.content}` });
    }
  }
}
