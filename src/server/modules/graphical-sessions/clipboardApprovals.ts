import { ResponseCode } from '../../../shared/codes';
import { formatMessage } from '../../../shared/messages';
import { FlowStatus } from '../../../shared/rules/flowRules';
import {
  CLIPBOARD_PREVIEW_CHARS,
  type ClipboardApprover,
  type ClipboardDirection,
  type ClipboardVerdict,
} from '../../bastion/graphical/clipboard';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { cancelInstance, fileProcessRequest, type ProcessKindHandlers, processTasks } from '../flow';

/** Who holds the text and where: the request's applicant and what its form shows. */
export interface ClipboardSubject {
  sessionId: number;
  userId: number;
  userName: string;
  assetId: number;
  assetName: string;
  accountName: string;
}

const DIRECTION_WORD = { copy: 'clipboardCopyWord', paste: 'clipboardPasteWord' } as const;

/** What the approver reads: asset, account, session, direction, length in characters and the text's beginning. */
function formDataOf(subject: ClipboardSubject, direction: ClipboardDirection, text: string): Record<string, string> {
  const characters = [...text];
  const preview = characters.slice(0, CLIPBOARD_PREVIEW_CHARS).join('');
  return {
    asset: subject.assetName,
    account: subject.accountName,
    session: String(subject.sessionId),
    direction: formatMessage(DIRECTION_WORD[direction], 'zh'),
    length: String(characters.length),
    preview: characters.length > CLIPBOARD_PREVIEW_CHARS ? `${preview}…` : preview,
  };
}

/** The ended flow's verdict: approved by whom, or refused with the refusal's (or expiry's, or stop's) reason. */
async function verdictOf(deps: Deps, instanceId: number): Promise<ClipboardVerdict | null> {
  const instance = await deps.db
    .selectFrom('flow_instances')
    .select(['status', 'result'])
    .where('id', '=', instanceId)
    .executeTakeFirst();
  if (!instance) return { kind: 'refused', reason: '' };
  if (instance.status === FlowStatus.waiting) return null;
  // The last decision on the timeline: who approved, or why it was refused, stopped or expired.
  const last = await deps.db
    .selectFrom('flow_comments')
    .select(['kind', 'user_name', 'message'])
    .where('instance_id', '=', instanceId)
    .where('kind', 'in', ['approve', 'refuse', 'stop', 'expire'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (instance.status === FlowStatus.approved) return { kind: 'approved', by: last?.user_name ?? '' };
  if (last?.kind === 'expire') return { kind: 'refused', reason: '', reasonKey: 'flowCommentExpire' };
  return { kind: 'refused', reason: last?.message ?? '' };
}

/**
 * Resolves when the request's flow has ended, decided on any node: the database holds the outcome, the bus event
 * (clipboardFlowHandlers below) says when to look again. Aborting rejects with the signal's reason.
 */
function waitForFlow(deps: Deps, instanceId: number, signal: AbortSignal): Promise<ClipboardVerdict> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      signal.removeEventListener('abort', handleAbort);
      action();
    };
    const look = () =>
      verdictOf(deps, instanceId).then(
        (verdict) => {
          if (verdict) finish(() => resolve(verdict));
        },
        (error: unknown) => finish(() => reject(error)),
      );
    const handleAbort = () => finish(() => reject(signal.reason));
    const unsubscribe = deps.realtime.onApprovalSettled((kind, id) => {
      if (kind === 'clipboard' && id === instanceId) void look();
    });
    if (signal.aborted) return handleAbort();
    signal.addEventListener('abort', handleAbort);
    void look();
  });
}

/**
 * Files a held clipboard text as a request on the flow bound to the 'clipboard' kind (docs/flows.md; the default
 * model 剪贴板审批 is one step decided by the approval administrators, never by the applicant) and waits for it. The
 * text itself stays in the session's memory; the request carries its length and its first characters. A session
 * that ends first withdraws the request.
 */
export function clipboardApprover(deps: Deps, subject: ClipboardSubject): ClipboardApprover {
  let filed = 0;
  return async (direction, text, signal) => {
    filed += 1;
    const instanceId = await fileProcessRequest(deps, {
      kind: 'clipboard',
      applicant: { id: subject.userId, name: subject.userName },
      businessKey: `clipboard:${subject.sessionId}:${filed}`,
      facts: { assetId: subject.assetId, approverIds: [] },
      formData: formDataOf(subject, direction, text),
    });
    if (instanceId === null) return { kind: 'noFlow' };
    try {
      return await waitForFlow(deps, instanceId, signal);
    } catch (error) {
      if (signal.aborted) await withdraw(deps, instanceId, subject);
      throw error;
    }
  };
}

async function withdraw(deps: Deps, instanceId: number, subject: ClipboardSubject): Promise<void> {
  try {
    await cancelInstance(deps, instanceId, { id: subject.userId, name: subject.userName });
  } catch (error) {
    // Decided just before the session ended: the decision stands, nothing is delivered.
    if (!(error instanceof AppError && error.code === ResponseCode.approvalDecided)) throw error;
  }
}

/**
 * The flow tells the node where a clipboard request ended; the waiting session may be on another node, so the
 * news goes over the bus. Without `tasksOpened` the approvers get the flow's own messages (approval centre).
 */
export const clipboardFlowHandlers: ProcessKindHandlers = {
  async ended(deps, businessKey) {
    const tasks = await processTasks(deps.db, businessKey);
    if (tasks) await deps.realtime.approvalSettled('clipboard', tasks.instanceId);
  },
};
