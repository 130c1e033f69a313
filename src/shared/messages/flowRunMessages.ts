/**
 * Approval flows at run time and their models (docs/flows.md): the answers of the /api/flow calls and the
 * station messages of approvers and applicants. 审批已完成 and the applicant/approver refusals are shared
 * with the command and login approvals (approvalMessages.ts).
 */
export const flowRunMessages = {
  flowModelNotFound: { zh: '流程模型不存在', en: 'The flow model does not exist' },
  flowModelKeyTaken: { zh: '模型标识已存在', en: 'A flow model with this key already exists' },
  flowModelKeyFixed: { zh: '模型标识保存后不能修改', en: 'The model key cannot change once the model is saved' },
  flowDiagramInvalid: { zh: '流程图有误：{{detail}}', en: 'The diagram is refused: {{detail}}' },
  flowModelNotDeployed: { zh: '流程尚未部署', en: 'The flow has not been deployed yet' },
  flowModelDisabled: { zh: '流程已停用', en: 'The flow is disabled' },
  flowModelInUse: {
    zh: '流程「{{name}}」还有进行中的申请，不能删除',
    en: 'The flow "{{name}}" still has requests in approval and cannot be removed',
  },
  flowKindTaken: {
    zh: '「{{kind}}」已绑定流程「{{name}}」',
    en: '"{{kind}}" is already bound to the flow "{{name}}"',
  },
  flowInstanceNotFound: { zh: '审批申请不存在', en: 'The request does not exist' },
  flowTaskNotFound: { zh: '审批任务不存在', en: 'The approval task does not exist' },
  flowActivityNotFound: { zh: '流程节点不存在', en: 'The step does not exist in this flow' },
  flowNoPath: {
    zh: '节点「{{node}}」没有满足条件的分支',
    en: 'No path of "{{node}}" matches the form',
  },
  flowNoApprover: {
    zh: '节点「{{node}}」找不到审批人',
    en: 'Nobody can approve the step "{{node}}"',
  },
  flowFormInvalid: { zh: '表单数据校验失败：{{detail}}', en: 'The form data is refused: {{detail}}' },
  flowNoView: { zh: '您无权查看该审批申请', en: 'You may not view this request' },

  processKindVault: { zh: '保险箱申请', en: 'Vault application' },
  processKindLogin: { zh: '登录审批', en: 'Login approval' },
  processKindCommand: { zh: '命令审批', en: 'Command approval' },
  processKindExport: { zh: '密码导出', en: 'Password export' },
  processKindTransfer: { zh: '文件传输', en: 'File transfer' },
  processKindShare: { zh: '会话分享', en: 'Session share' },
  processKindClipboard: { zh: '剪贴板', en: 'Clipboard' },

  flowCommentSubmit: { zh: '提交申请', en: 'Submitted' },
  flowCommentPassed: { zh: '审批通过，流程结束', en: 'Approved, the flow has ended' },
  flowCommentEscalate: { zh: '超时未处理，已转交下一环节', en: 'Not decided in time, passed on' },
  flowCommentExpire: { zh: '超时未处理，审批结束', en: 'Not decided in time, the request has ended' },
  flowCommentNoApprover: {
    zh: '未找到指定的审批人，已交由审批管理员',
    en: 'The named approvers were not found; approval administrators decide',
  },

  stationFlowTaskTitle: { zh: '待审批：{{model}}', en: 'To approve: {{model}}' },
  stationFlowTaskContent: {
    zh: '{{user}} 提交的「{{model}}」申请等待您审批（{{node}}）',
    en: 'The "{{model}}" request of {{user}} waits for your decision ({{node}})',
  },
  stationFlowPassedTitle: { zh: '审批通过：{{model}}', en: 'Approved: {{model}}' },
  stationFlowPassedContent: {
    zh: '您提交的「{{model}}」申请已审批通过',
    en: 'Your "{{model}}" request has been approved',
  },
  stationFlowRefusedTitle: { zh: '审批拒绝：{{model}}', en: 'Refused: {{model}}' },
  stationFlowRefusedContent: {
    zh: '您提交的「{{model}}」申请被拒绝，原因：{{reason}}',
    en: 'Your "{{model}}" request was refused: {{reason}}',
  },
  stationFlowEndedTitle: { zh: '审批结束：{{model}}', en: 'Request ended: {{model}}' },
  stationFlowEndedContent: {
    zh: '您提交的「{{model}}」申请超时未审批，已结束',
    en: 'Your "{{model}}" request was not decided in time and has ended',
  },
  stationFlowTerminatedTitle: { zh: '流程终止：{{model}}', en: 'Flow stopped: {{model}}' },
  stationFlowTerminatedContent: {
    zh: '您提交的「{{model}}」申请已被管理员终止，原因：{{reason}}',
    en: 'An administrator stopped your "{{model}}" request: {{reason}}',
  },
} as const;
