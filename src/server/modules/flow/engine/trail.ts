import type { FlowCommentKind } from '../../../../shared/rules/flowRules';
import type { FlowRun } from './flowRun';

/** Marks a node or sequence flow as passed, for the highlighted diagram. */
export async function markPassed(run: FlowRun, elementId: string): Promise<void> {
  await run.trx
    .insertInto('flow_trail')
    .values({ instance_id: run.instance.id, element_id: elementId, created_at: run.now.toISOString() })
    .execute();
}

export interface CommentEntry {
  kind: FlowCommentKind;
  nodeId?: string;
  nodeName?: string;
  userId?: number | null;
  userName?: string;
  /** A message key for system entries, the person's words otherwise. */
  message?: string;
}

/** One line of the instance's timeline. */
export async function addComment(run: FlowRun, entry: CommentEntry): Promise<void> {
  await run.trx
    .insertInto('flow_comments')
    .values({
      instance_id: run.instance.id,
      node_id: entry.nodeId ?? '',
      node_name: entry.nodeName ?? '',
      user_id: entry.userId ?? null,
      user_name: entry.userName ?? '',
      kind: entry.kind,
      message: entry.message ?? '',
      created_at: run.now.toISOString(),
    })
    .execute();
}
