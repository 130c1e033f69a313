import { addBundles } from '../../i18n';

/**
 * Texts of the 审批消息 dialog (spec §2, §4, §5), read as t('approvals.<key>'). The refusal placeholder and
 * the submit message are the spec's. Keep zh and en in step.
 */
const zh = {
  title: '审批消息',
  serverName: '网络代理',
  assetsName: '资产名称',
  assetsIp: '地址',
  assetsPort: '端口',
  account: '账号',
  createByName: '申请人',
  createTime: '申请时间',
  reason: '申请原因',
  command: '命令',
  action: '操作',
  approve: '同意',
  refuse: '拒绝',
  refuseReason: '拒绝原因',
  refusePlaceholder: '请输入拒绝原因',
  expirationTime: '登录时效（分钟）',
  withdrawn: '申请人已于 {{time}} 撤回申请',
  result: '审批结果',
  windowEnds: '可登录至 {{time}}',
  none: '无',
  cancel: '取消',
  close: '关闭',
  submit: '提交',
  submitted: '提交审批成功',
  loadFailed: '审批记录加载失败',
  status: { 1: '待审批', 2: '已同意', 3: '已拒绝', 4: '已撤回' },
  step: { submitted: '申请人提交', reviewed: '审批人审批', result: '审批结果' },
  pendingTitle: '待我审批',
  pendingEmpty: '暂无待审批',
  kind: { command: '命令审批', login: '登录审批' },
  approvalCenter: '审批中心',
  applyTitle: '申请登录审批',
  applyIntro: '登录该资产需要审批，请填写申请原因，审批通过后将收到站内消息。',
  applyReason: '申请原因',
  applyPlaceholder: '请输入申请原因',
  applied: '提交申请成功',
};

const en: typeof zh = {
  title: 'Approval message',
  serverName: 'Network proxy',
  assetsName: 'Asset name',
  assetsIp: 'Address',
  assetsPort: 'Port',
  account: 'Account',
  createByName: 'Applicant',
  createTime: 'Requested at',
  reason: 'Reason',
  command: 'Command',
  action: 'Action',
  approve: 'Approve',
  refuse: 'Refuse',
  refuseReason: 'Reason for refusing',
  refusePlaceholder: 'Enter the reason for refusing',
  expirationTime: 'Login window (minutes)',
  withdrawn: 'The applicant withdrew the request at {{time}}',
  result: 'Result',
  windowEnds: 'May log in until {{time}}',
  none: 'None',
  cancel: 'Cancel',
  close: 'Close',
  submit: 'Submit',
  submitted: 'Decision submitted',
  loadFailed: 'The approval record could not be loaded',
  status: { 1: 'Pending', 2: 'Approved', 3: 'Refused', 4: 'Withdrawn' },
  step: { submitted: 'Applicant submitted', reviewed: 'Approver reviewed', result: 'Result' },
  pendingTitle: 'Waiting for my decision',
  pendingEmpty: 'Nothing waiting',
  kind: { command: 'Command approval', login: 'Login approval' },
  approvalCenter: 'Approval centre',
  applyTitle: 'Request login approval',
  applyIntro: 'Logging in to this asset needs approval. Give a reason; a station message tells you the decision.',
  applyReason: 'Reason',
  applyPlaceholder: 'Enter the reason for the request',
  applied: 'Request submitted',
};

let added = false;

export function ensureApprovalTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { approvals: zh }, en: { approvals: en } });
}
