import { MessageStatus, MessageType } from '../../../shared/api/messages';
import { type ApprovalKind, ApprovalStatus } from '../../../shared/approvalRules';
import type { Deps } from '../../deps';
import type { RequestFacts } from './requestFacts';

/**
 * The station messages of command and login approvals (spec §3 Station message). Titles and contents are
 * stored in Chinese, the console's default language (the messages store keeps one text per message).
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

const STATUS_TEXT: Record<number, string> = {
  [ApprovalStatus.approved]: '已同意',
  [ApprovalStatus.refused]: '已拒绝',
  [ApprovalStatus.withdrawn]: '已撤回',
};

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

async function send(deps: Deps, userIds: readonly number[], title: string, content: string, jump: string) {
  if (userIds.length === 0) return;
  const publishTime = deps.now().toISOString();
  await deps.db
    .insertInto('station_messages')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        title,
        content,
        message_type: MessageType.approval,
        jump_param: jump,
        jump_web_route: '',
        status: MessageStatus.unread,
        publish_time: publishTime,
        read_at: null,
      })),
    )
    .execute();
}

const what = (subject: NoticeSubject) =>
  `${subject.facts.userName} 申请以账号 ${subject.facts.accountName} 在资产 ${subject.facts.assetName}（${subject.facts.address}）`;

/** A new request: one message to each approver. */
export async function noticeToApprovers(deps: Deps, approverIds: readonly number[], subject: NoticeSubject) {
  const title = subject.kind === 'command' ? '命令审批' : '登录审批';
  const content =
    subject.kind === 'command'
      ? `${what(subject)}执行命令：${subject.detail}`
      : `${what(subject)}登录，原因：${subject.detail}`;
  await send(deps, approverIds, title, content, jumpParam(subject));
}

/** A decision: one message to the applicant. */
export async function noticeToApplicant(deps: Deps, subject: NoticeSubject, extra: string) {
  const outcome = STATUS_TEXT[subject.status] ?? '';
  const title = subject.kind === 'command' ? `命令审批${outcome}` : `登录审批${outcome}`;
  const head =
    subject.kind === 'command'
      ? `您在资产 ${subject.facts.assetName}（${subject.facts.address}）执行命令“${subject.detail}”的申请${outcome}`
      : `您以账号 ${subject.facts.accountName} 登录资产 ${subject.facts.assetName}（${subject.facts.address}）的申请${outcome}`;
  const jump =
    subject.kind === 'command' && subject.status === ApprovalStatus.approved
      ? // A command message never carries approveStatus 2: the console would offer 登录 (spec §4 Message).
        JSON.stringify({ ...JSON.parse(jumpParam(subject)), approveStatus: undefined })
      : jumpParam(subject);
  await send(deps, [subject.facts.userId], title, extra ? `${head}，${extra}` : head, jump);
}
