import { tableText } from '../components/table/i18n';
import { auditText } from '../features/audit';
import { accountText, mySessionsText } from '../features/user-center';
import { userGroupsText, usersText } from '../features/users';
import type { Language, Tree } from '../i18n/bundles';
import { addBundles } from '../i18n/index';
import { shellTexts } from '../i18n/locales/shellTexts';
import { layoutText } from '../layout/i18n';
import { offlineText } from '../pwa/i18n';

/**
 * The signed-in shell's texts, each exported by the floor that owns it (layout, shared tables, the
 * offline notice, and features through their index.ts): the layout under `layout` and `account`, the
 * data layer's banner (`hub`) and the station messages (`messages`). They load with the signed-in
 * shell (router/SignedInRoutes.tsx), which keeps them out of the /login bundle.
 */
export const shellBundles: Record<Language, Tree> = {
  'zh-CN': {
    layout: layoutText.zh,
    account: accountText.zh,
    ...shellTexts.zh,
    table: tableText.zh,
    users: usersText.zh,
    userGroups: userGroupsText.zh,
    mySessions: mySessionsText.zh,
    audit: auditText.zh,
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
