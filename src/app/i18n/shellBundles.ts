import { tableText } from '../components/table/i18n';
import { accountText } from '../features/account/i18n';
import { auditText } from '../features/audit/i18n';
import { mySessionsText } from '../features/user-center/sessionsI18n';
import { userGroupsText, usersText } from '../features/users/i18n';
import { layoutText } from '../layout/i18n';
import { offlineText } from '../pwa/i18n';
import type { Language, Tree } from './bundles';
import { addBundles } from './index';
import { shellTexts } from './locales/shellTexts';

/**
 * The signed-in shell's texts: the layout engineer's under `layout` and `account`, the data layer's
 * banner (`hub`) and the station messages (`messages`). They load with the signed-in shell (see
 * router/SignedInRoutes.tsx), which keeps them out of the /login bundle.
 */
export const shellBundles: Record<Language, Tree> = {
  'zh-CN': {
    layout: layoutText.zh,
    account: accountText.zh,
    ...shellTexts.zh,
    // Issue 4: shared list widgets, users and user groups.
    table: tableText.zh,
    users: usersText.zh,
    userGroups: userGroupsText.zh,
    mySessions: mySessionsText.zh,
    // Audit centre: the operation log.
    audit: auditText.zh,
    // Issue 11: the offline notice's details.
    offline: offlineText.zh,
  },
  en: {
    layout: layoutText.en,
    account: accountText.en,
    ...shellTexts.en,
    table: tableText.en,
    users: usersText.en,
    userGroups: userGroupsText.en,
    mySessions: mySessionsText.en,
    audit: auditText.en,
    offline: offlineText.en,
  },
};

export function addShellBundles(): void {
  addBundles(shellBundles);
}
