/// <reference path="./messageTexts.d.ts" />
import { all } from 'virtual:message-texts/all';
import { addBundles } from './index';

let isAdded = false;

/**
 * Joins every shared message (both languages) to the texts. /login starts with the few it shows
 * (signInMessages.ts); whatever loads later and renders other `msg.*` texts calls this first: the
 * signed-in shell, the set-up page, a lazy sign-in panel (features/login/README.md).
 */
export function addMessageCatalogue(): void {
  if (isAdded) return;
  isAdded = true;
  addBundles({ 'zh-CN': { msg: all.zh }, en: { msg: all.en } });
}
