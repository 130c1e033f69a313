import { addBundles } from '../../../i18n';

/** Texts of SQL interception in the web SQL console, read as t('terminal.sqlPolicy.<key>'). */
const zh = {
  held: '等待审批',
  withdraw: '撤回审批',
  warned: '策略提醒',
};

const en: typeof zh = {
  held: 'Waiting for approval',
  withdraw: 'Withdraw the request',
  warned: 'Policy notice',
};

let added = false;

export function ensureSqlPolicyTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { terminal: { sqlPolicy: zh } }, en: { terminal: { sqlPolicy: en } } });
}
