import type { FlowComment } from '../../../shared/api/flow';
import { FLOW_COMMENT_KINDS, type FlowCommentKind } from '../../../shared/rules/flowRules';

/** How an entry is marked on the timeline: going on, a good end, a bad end, or nothing decided. */
export type TimelineTone = 'brand' | 'success' | 'danger' | 'neutral';

export interface TimelineEntry {
  id: number;
  /** Who acted; the system for timers and ends. */
  who: string;
  /** What happened: 提交申请, 同意, 拒绝, 撤回, 终止, 转交, 过期, 审批通过. */
  action: string;
  /** The step it happened at ('' for the request as a whole). */
  step: string;
  /** The person's words or the system's explanation; '' when they would only repeat the action. */
  words: string;
  time: string;
  tone: TimelineTone;
}

const TONES: Readonly<Record<FlowCommentKind, TimelineTone>> = {
  submit: 'brand',
  approve: 'success',
  refuse: 'danger',
  cancel: 'neutral',
  stop: 'danger',
  escalate: 'brand',
  expire: 'neutral',
  passed: 'success',
};

const isKnownKind = (kind: string): kind is FlowCommentKind => (FLOW_COMMENT_KINDS as readonly string[]).includes(kind);

/** One line of a request's timeline in the page's language (`t` is i18next's). */
export function timelineEntry(comment: FlowComment, t: (key: string) => string): TimelineEntry {
  const known = isKnownKind(comment.kind);
  const action = known ? t(`approveCenter.timeline.kind.${comment.kind}`) : comment.kind;
  const message = comment.message.trim();
  return {
    id: comment.id,
    who: comment.userName || t('approveCenter.timeline.system'),
    action,
    step: comment.activityName,
    // The server writes the submission as 提交申请, which the action already says.
    words: message === action ? '' : message,
    time: comment.time,
    tone: known ? TONES[comment.kind as FlowCommentKind] : 'neutral',
  };
}
