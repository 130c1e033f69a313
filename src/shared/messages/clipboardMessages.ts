/**
 * Texts of the remote desktop's clipboard (docs/rdp.md, "Clipboard"): the notices a graphical session's user reads
 * when a copy or a paste is refused, waits for approval or is decided, and the fields of the approval request the
 * approver reads. zh-CN first.
 */
export const clipboardMessages = {
  clipboardHeld: {
    zh: '{{what}}的内容（{{length}} 字）已提交审批，审批通过后才会送达',
    en: 'The {{what}} ({{length}} characters) waits for approval: it is delivered once an approver agrees',
  },
  clipboardApproved: {
    zh: '{{what}}已获 {{by}} 批准，内容已送达',
    en: '{{by}} approved the {{what}}: it has been delivered',
  },
  clipboardRefused: {
    zh: '{{what}}未获批准（{{reason}}），内容不会送达',
    en: 'The {{what}} was not approved ({{reason}}): it has been dropped',
  },
  clipboardStillWaiting: {
    zh: '上一次{{what}}仍在等待审批，本次内容未传送',
    en: 'The previous {{what}} is still waiting for approval: this one was not sent',
  },
  clipboardTooLarge: {
    zh: '剪贴板内容超过 {{max}} KB，未传送',
    en: 'The clipboard holds more than {{max}} KB: it was not sent',
  },
  clipboardNoFlow: {
    zh: '剪贴板审批流程未启用，内容未传送，请联系管理员',
    en: 'No approval flow is enabled for the clipboard: nothing was sent, contact the administrator',
  },
  clipboardNotFiled: {
    zh: '剪贴板内容的审批申请未能提交，内容未传送，请联系管理员',
    en: 'The clipboard approval request could not be filed: nothing was sent, contact the administrator',
  },
  clipboardGuestPasteRefused: {
    zh: '此会话的行为策略不允许来宾粘贴到远程桌面（或粘贴内容过大）',
    en: 'This session’s behaviour policy does not let guests paste into the remote desktop (or the paste is too large)',
  },
  clipboardCopyWord: { zh: '复制', en: 'copy' },
  clipboardPasteWord: { zh: '粘贴', en: 'paste' },
  clipboardNoReason: { zh: '无说明', en: 'no reason given' },
} as const;
