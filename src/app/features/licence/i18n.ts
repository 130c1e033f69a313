import { addBundles } from '../../i18n';

/** Texts of the licence page (/setup-manage-license), read as t('licence.<key>'). Keep zh and en key for key in step. */
const zh = {
  title: '许可管理',
  status: '许可状态',
  statusText: { 0: '未激活', 1: '已激活', 2: '即将过期', 3: '已过期' },
  customer: '授权客户',
  licenceId: '许可编号',
  validity: '有效期',
  issuedAt: '签发时间',
  boundTo: '绑定安装',
  anyInstallation: '不限安装',
  activated: '激活记录',
  activatedBy: '{{time}} 由 {{user}} 激活',
  activatedByFile: '{{time}} 由许可文件（GATEHOUSE_LICENCE_FILE）激活',
  installationId: '本系统安装标识',
  installationHint: '向厂商申请许可时请提供此标识，许可可绑定到本安装。',
  copy: '复制',
  copied: '复制成功',
  copyFailed: '无法访问剪贴板，请手动选择复制',
  usage: '许可额度使用情况',
  usageOf: '{{used}} / {{limit}}',
  usageLabel: '{{kind}}：已用 {{used}}，上限 {{limit}}',
  kinds: { assets: '资产', sessions: '同时在线会话', nodes: '运行节点' },
  unlicensedHint: '未激活或许可已过期时，系统按免许可额度运行；已打开的会话不会因许可而中断。',
  expiringHint: '许可将在 {{days}} 天内到期，请及时更新。',
  activateTitle: '激活许可',
  keyLabel: '许可密钥',
  keyPlaceholder: '粘贴厂商提供的许可文本（GHL1. 开头），或从文件读取',
  readFile: '从文件读取',
  activate: '激活',
  activating: '正在激活…',
  activatedOk: '许可已激活',
  fileUnreadable: '无法读取该文件',
};

const en: typeof zh = {
  title: 'Licence',
  status: 'Status',
  statusText: { 0: 'Not activated', 1: 'Active', 2: 'Expiring soon', 3: 'Expired' },
  customer: 'Licensed to',
  licenceId: 'Licence number',
  validity: 'Valid',
  issuedAt: 'Issued',
  boundTo: 'Bound to installation',
  anyInstallation: 'Any installation',
  activated: 'Activation',
  activatedBy: 'Activated by {{user}} on {{time}}',
  activatedByFile: 'Activated from the licence file (GATEHOUSE_LICENCE_FILE) on {{time}}',
  installationId: 'Installation id',
  installationHint: 'Quote this id when you ask the vendor for a licence: a licence can be bound to this installation.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The clipboard is not available: select the text and copy it by hand',
  usage: 'Use of the licence',
  usageOf: '{{used}} / {{limit}}',
  usageLabel: '{{kind}}: {{used}} used of {{limit}}',
  kinds: { assets: 'Assets', sessions: 'Sessions at once', nodes: 'Running nodes' },
  unlicensedHint:
    'Without an active licence Gatehouse runs within the unlicensed allowance; sessions already open are never cut by the licence.',
  expiringHint: 'The licence ends within {{days}} days: renew it in time.',
  activateTitle: 'Activate a licence',
  keyLabel: 'Licence key',
  keyPlaceholder: 'Paste the licence text from the vendor (it starts with GHL1.), or read it from a file',
  readFile: 'Read from a file',
  activate: 'Activate',
  activating: 'Activating…',
  activatedOk: 'The licence is activated',
  fileUnreadable: 'The file could not be read',
};

let added = false;

export function ensureLicenceTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { licence: zh }, en: { licence: en } });
}
