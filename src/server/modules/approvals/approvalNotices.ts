import type { MessageKey } from '../../../shared/messages';
import { type ApprovalKind, ApprovalStatus } from '../../../shared/rules/approvalRules';
import type { Deps } from '../../deps';
import { type StationTexts, sendApprovalMessages } from '../messages';
import type { RequestFacts } from './requestFacts';

/**
 * The station messages of command and login approvals (spec §3 Station message). Each keeps its texts as
 * message keys (migration 024), so every reader gets them in the console's language; the title and content
 * columns hold them in Chinese, the default.
 * messageJumpParam carries the spec's keys plus `approveType` ('command' | 'login') and `assetId`, which
 * the console needs to open the 审批消息 dialog and the terminal. approveStatus is the request's status;
 * only login messages carry 2, because 2 makes the console offer 登录 (spec §4 Message).
 */
export interface NoticeSubject {
  kind: ApprovalKind;
  recordId: number;
  status: number;
  facts: RequestFacts;
  /** The command (command approvals) or the reason (login approvals). */
  detail: string;
  sessionId?: string;
}

function jumpParam(subject: NoticeSubject): string {
  const { facts } = subject;
  return JSON.stringify({
    recordId: subject.recordId,
    approveStatus: subject.status,
    approveType: subject.kind,
    assetsIp: facts.address,
    agentId: facts.proxyId ?? '',
    assetId: facts.assetId,
    accountId: facts.accountId,
    protocols: facts.protocols,
    sessionId: subject.sessionId ?? '',
    account: facts.accountName,
    assetsName: facts.assetName,
  });
}

/** What the applicant is told beside the decision: the refusal's reason, the login window. */
export interface DecisionDetails {
  refuseReason?: string;
  loginMinutes?: number | null;
}

function send(deps: Deps, userIds: readonly number[], texts: StationTexts, jump: string) {
  return sendApprovalMessages(deps.db, { userIds, texts, jumpParam: jump, publishTime: deps.now() });
}

const paramsOf = (subject: NoticeSubject) => ({
  user: subject.facts.userName,
  account: subject.facts.accountName,
  asset: subject.facts.assetName,
  address: subject.facts.address,
  detail: subject.detail,
});

/** A new request: one message to each approver. */
export async function noticeToApprovers(deps: Deps, approverIds: readonly number[], subject: NoticeSubject) {
  const command = subject.kind === 'command';
  await send(
    deps,
    approverIds,
    {
      title: command ? 'stationCommandRequestTitle' : 'stationLoginRequestTitle',
      content: [command ? 'stationCommandRequestContent' : 'stationLoginRequestContent'],
      params: paramsOf(subject),
    },
    jumpParam(subject),
  );
}

/** A decision: one message to the applicant. */
export async function noticeToApplicant(deps: Deps, subject: NoticeSubject, details: DecisionDetails) {
  const command = subject.kind === 'command';
  const approved = subject.status === ApprovalStatus.approved;
  const title: MessageKey = command
    ? approved
      ? 'stationCommandApprovedTitle'
      : 'stationCommandRefusedTitle'
    : approved
      ? 'stationLoginApprovedTitle'
      : 'stationLoginRefusedTitle';
  const head: MessageKey = command
    ? approved
      ? 'stationCommandApprovedContent'
      : 'stationCommandRefusedContent'
    : approved
      ? 'stationLoginApprovedContent'
      : 'stationLoginRefusedContent';
  const content: MessageKey[] = [head];
  if (!approved && details.refuseReason) content.push('stationRefuseReason');
  if (approved && details.loginMinutes) content.push('stationLoginWindow');
  const jump =
    command && approved
      ? // A command message never carries approveStatus 2: the console would offer 登录 (spec §4 Message).
        JSON.stringify({ ...JSON.parse(jumpParam(subject)), approveStatus: undefined })
      : jumpParam(subject);
  const params = { ...paramsOf(subject), reason: details.refuseReason ?? '', minutes: details.loginMinutes ?? '' };
  await send(deps, [subject.facts.userId], { title, content, params }, jump);
}
