import { accountText } from '../features/account/i18n';
import { layoutText } from '../layout/i18n';
import type { Language, Tree } from './bundles';
import { i18n } from './index';

/**
 * The layout engineer's texts under `layout` and `account`. They load with the signed-in shell (see
 * router/SignedInRoutes.tsx), which keeps them out of the /login bundle.
 */
export const shellBundles: Record<Language, Tree> = {
  'zh-CN': { layout: layoutText.zh, account: accountText.zh },
  en: { layout: layoutText.en, account: accountText.en },
};

export function addShellBundles(): void {
  for (const [lang, tree] of Object.entries(shellBundles)) {
    i18n.addResourceBundle(lang, 'translation', tree, true, false);
  }
}
