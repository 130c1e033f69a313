import { accountText } from '../features/account/i18n';
import { layoutText } from '../layout/i18n';
import type { Language, Tree } from './bundles';
import { addBundles } from './index';
import { shellTexts } from './locales/shellTexts';

/**
 * The signed-in shell's texts: the layout engineer's under `layout` and `account`, the data layer's
 * banner (`hub`) and the station messages (`messages`). They load with the signed-in shell (see
 * router/SignedInRoutes.tsx), which keeps them out of the /login bundle.
 */
export const shellBundles: Record<Language, Tree> = {
  'zh-CN': { layout: layoutText.zh, account: accountText.zh, ...shellTexts.zh },
  en: { layout: layoutText.en, account: accountText.en, ...shellTexts.en },
};

export function addShellBundles(): void {
  addBundles(shellBundles);
}
