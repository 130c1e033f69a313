/**
 * The coffer (docs/coffer.md): safes, licences and safe applications. The §5 application texts and the §8
 * texts (提交申请成功 is shared with the approvals, 修改申请成功, 审批已完成, 没有授权成功, 授权失败) are the spec's.
 */
export const cofferMessages = {
  safeReasonRequired: { zh: '请输入申请原因', en: 'Enter the reason for the application' },
  safeReasonTooLong: { zh: '申请原因长度最大为99个字符', en: 'The reason may have at most 99 characters' },
  safeLicenceTypeRequired: { zh: '请选择授权类型', en: 'Choose the licence type' },
  safeTimeRangeRequired: { zh: '请选择时间范围', en: 'Choose the period' },
  safeEndBeforeNow: {
    zh: '结束时间小于当前时间，请重新选择结束时间',
    en: 'The end is already past: choose a later end',
  },
  safePeriodReversed: { zh: '结束时间必须晚于开始时间', en: 'The end must come after the start' },
  safeApplicationUpdated: { zh: '修改申请成功', en: 'Application updated' },
  safeApprovalDone: { zh: '审批已完成', en: 'Decision recorded' },
  safeApplicationWithdrawn: { zh: '撤回成功', en: 'Application withdrawn' },
  safeApplicationNotFound: { zh: '保险箱申请不存在', en: 'The safe application does not exist' },
  safeApplicationWaiting: {
    zh: '您对该保险箱已有待审批的申请',
    en: 'You already have an application for this safe waiting for approval',
  },
  safeApplicationNotWaiting: { zh: '审批已完成', en: 'This application has already been decided' },
  safeApplicationNotApplicant: {
    zh: '只有申请人可以查看或修改待审批的申请',
    en: 'Only the applicant may change a waiting application',
  },

  cofferNotFound: { zh: '保险箱不存在', en: 'The safe does not exist' },
  cofferNameTaken: { zh: '保险箱名称已存在', en: 'A safe with this name already exists' },
  cofferAssetsRequired: { zh: '请选择资产', en: 'Choose the assets of the safe' },
  cofferAccountsRequired: { zh: '请选择账号', en: 'Choose the accounts of the safe' },
  cofferMemberNotManaged: {
    zh: '所选{{field}}不存在或您无权管理',
    en: 'A chosen entry of {{field}} does not exist or is not yours to manage',
  },
  cofferOwnerNotFound: { zh: '所选负责人不存在或已停用', en: 'The chosen owner does not exist or is locked' },
  cofferGroupNotFound: { zh: '所选用户组不存在', en: 'The chosen user group does not exist' },
  cofferNotManager: { zh: '您无权管理该保险箱', en: 'You do not manage this safe' },
  cofferNoLicence: { zh: '您没有该保险箱的授权', en: 'You hold no licence on this safe' },
  cofferLicenceExpired: { zh: '您对该保险箱的授权已失效', en: 'Your licence on this safe is no longer valid' },
  cofferLicenceTooWeak: {
    zh: '您的授权类型不允许此操作（需要“{{type}}”）',
    en: 'Your licence does not allow this (it needs "{{type}}")',
  },
  cofferAccountNotInSafe: { zh: '该账号不在此保险箱中', en: 'The account is not in this safe' },
  licenceNotFound: { zh: '授权记录不存在', en: 'The licence does not exist' },
  licenceNoneIssued: { zh: '没有授权成功', en: 'No licence was issued' },
  licenceIssueFailed: { zh: '授权失败', en: 'Issuing the licences failed' },
  licenceIssued: { zh: '授权成功 {{count}} 条', en: '{{count}} licences issued' },
  licenceRevoked: { zh: '撤销授权成功', en: 'Licences revoked' },
  licenceUserUnusable: { zh: '用户不存在或已停用', en: 'The user does not exist or is locked' },
  licenceCofferUnmanaged: { zh: '保险箱不存在或您无权管理', en: 'The safe does not exist or is not yours to manage' },
  licenceTypeView: { zh: '查看', en: 'View' },
  licenceTypeUse: { zh: '使用', en: 'Use' },
  licenceTypeReveal: { zh: '查看密码', en: 'Reveal' },
  licenceTypeManage: { zh: '管理', en: 'Manage' },
  vaultPasswordTooShort: { zh: '密码长度不能少于{{min}}个字符', en: 'The password needs at least {{min}} characters' },
  vaultPasswordTooWeak: {
    zh: '密码强度不足：需包含字母、数字和符号',
    en: 'The password is too weak: use letters, digits and symbols',
  },
  passwordRecordNotFound: { zh: '改密记录不存在', en: 'The password record does not exist' },
  accountSecretNotPassword: {
    zh: '只有密码账号可以修改弱密码',
    en: 'Only a password account has a weak password to fix',
  },
  // Station messages of safe applications (modules/messages/stationTexts.ts).
  stationSafeRequestTitle: { zh: '保险箱申请', en: 'Safe application' },
  stationSafeRequestContent: {
    zh: '{{user}} 申请保险箱“{{coffer}}”的授权（{{start}} 至 {{end}}），原因：{{reason}}',
    en: '{{user}} applies for a licence on the safe "{{coffer}}" ({{start}} to {{end}}). Reason: {{reason}}',
  },
  stationSafePassedTitle: { zh: '保险箱申请已通过', en: 'Safe application passed' },
  stationSafeRefusedTitle: { zh: '保险箱申请已拒绝', en: 'Safe application refused' },
  stationSafePassedContent: {
    zh: '您对保险箱“{{coffer}}”的申请已通过，授权至 {{end}}',
    en: 'Your application for the safe "{{coffer}}" passed; the licence lasts until {{end}}',
  },
  stationSafeRefusedContent: {
    zh: '您对保险箱“{{coffer}}”的申请已拒绝：{{reason}}',
    en: 'Your application for the safe "{{coffer}}" was refused: {{reason}}',
  },
} as const;
