import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../../shared/api/auth';
import { alertMessage, confirm } from '../../../components/confirm';
import { formatDateTime } from '../../../components/formatDateTime';
import { navigateTo } from '../../../navigation/navigation';
import { logout, useServerSession } from '../../../session';
import { openChangePassword, openFillInfo } from './accountDialogsStore';
import { LICENSE_IGNORE_KEY, licenseIgnoreValue, type SessionPrompt, sessionPrompts } from './sessionPrompts';

const LICENSE_PAGE = '/setup-manage-license';

function isIgnored(session: Session): boolean {
  try {
    return localStorage.getItem(LICENSE_IGNORE_KEY) === licenseIgnoreValue(session);
  } catch {
    // Blocked storage: ask again, which is the safe side.
    return false;
  }
}

function rememberIgnored(session: Session): void {
  try {
    localStorage.setItem(LICENSE_IGNORE_KEY, licenseIgnoreValue(session));
  } catch {
    // Blocked storage: the warning comes back next time, which is harmless.
  }
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** Runs one prompt; resolves false when the session ended (nothing further should be asked). */
async function runPrompt(prompt: SessionPrompt, session: Session, t: T): Promise<boolean> {
  switch (prompt.kind) {
    case 'licenseExpiring': {
      const isUpdate = await confirm({
        message: prompt.expireTime
          ? t('account.license.expiringAt', { time: formatDateTime(prompt.expireTime) })
          : t('account.license.expiring'),
        confirmText: t('account.license.update'),
        cancelText: t('account.license.ignore'),
      });
      if (isUpdate) navigateTo(LICENSE_PAGE);
      else rememberIgnored(session);
      return true;
    }
    case 'licenseInvalid': {
      const base = prompt.status === 0 ? t('account.license.notActivated') : t('account.license.expired');
      await alertMessage({ message: prompt.canManage ? base : `${base}${t('account.license.contactAdmin')}` });
      if (prompt.canManage) navigateTo(LICENSE_PAGE);
      return true;
    }
    case 'passwordMustChange':
      await openChangePassword('mustChange');
      return true;
    case 'passwordExpired': {
      const isChange = await confirm({
        message: t('account.expiry.expired'),
        confirmText: t('account.expiry.change'),
        cancelText: t('account.expiry.logout'),
      });
      if (!isChange) {
        await logout();
        window.location.reload();
        return false;
      }
      await openChangePassword('expired');
      return true;
    }
    case 'passwordExpiring': {
      const isChange = await confirm({
        message: prompt.expireTime
          ? t('account.expiry.expiringAt', { time: formatDateTime(prompt.expireTime) })
          : t('account.expiry.expiring'),
        confirmText: t('account.expiry.change'),
        cancelText: t('account.expiry.later'),
      });
      if (isChange) await openChangePassword('user');
      return true;
    }
    case 'completeInfo':
      await openFillInfo();
      return true;
  }
}

/** After sign-in, asks the licence, password and personal-info questions of spec §4 once per token. */
export function useSessionPrompts(): void {
  const session = useServerSession();
  const { t } = useTranslation();
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!session || askedFor.current === session.token) return;
    askedFor.current = session.token;
    const prompts = sessionPrompts(session, isIgnored(session));
    void (async () => {
      for (const prompt of prompts) {
        if (!(await runPrompt(prompt, session, t))) return;
      }
    })();
  }, [session, t]);
}
