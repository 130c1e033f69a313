import type { MessageKey } from '../../../../shared/messages';
import { TIMER_ACTIONS } from '../../../../shared/protocol/gatehouseModdle';
import { msgRef } from '../../../../shared/rules/validation';
import { type DiagramIndex, incomingOf, outgoingOf } from './diagramIndex';
import { parseIsoDuration } from './isoDuration';
import { type DiagramElement, labelOf } from './readBpmn';
import type { BoundaryTimer, TimerAction } from './types';

const DURATION_PROBLEMS: Record<'format' | 'ambiguous' | 'notPositive', MessageKey> = {
  format: 'flowDefTimerDurationInvalid',
  ambiguous: 'flowDefTimerDurationAmbiguous',
  notPositive: 'flowDefTimerDurationNotPositive',
};

/** The duration in ms of the boundary's single timer definition, or null after adding its problems. */
function readDuration(boundary: DiagramElement, problems: string[]): number | null {
  const element = labelOf(boundary);
  const [timer] = boundary.eventDefinitions;
  if (!timer) return null;
  if (timer.timeDate !== null || timer.timeCycle !== null) {
    problems.push(msgRef('flowDefTimerKindUnsupported', { element }));
    return null;
  }
  const text = timer.timeDuration?.trim() ?? '';
  if (text === '') {
    problems.push(msgRef('flowDefTimerDurationMissing', { element }));
    return null;
  }
  const duration = parseIsoDuration(text);
  if (duration.ok) return duration.ms;
  problems.push(msgRef(DURATION_PROBLEMS[duration.reason], { element, value: text }));
  return null;
}

function readAction(boundary: DiagramElement, index: DiagramIndex, problems: string[]): TimerAction | null {
  const element = labelOf(boundary);
  const action = boundary.timerAction.trim();
  if (!(TIMER_ACTIONS as readonly string[]).includes(action)) {
    problems.push(msgRef('flowDefTimerActionInvalid', { element, value: action }));
    return null;
  }
  const count = outgoingOf(index, boundary.id).length;
  if (action === 'escalate' && count !== 1) problems.push(msgRef('flowDefTimerEscalateOutgoing', { element, count }));
  if (action === 'expire' && count > 1) problems.push(msgRef('flowDefTimerExpireOutgoing', { element, count }));
  return action as TimerAction;
}

/**
 * A boundary event: only an interrupting timer with a duration, on an approval step (user task). The
 * timer, or null after adding every problem found.
 */
export function readBoundaryTimer(
  boundary: DiagramElement,
  index: DiagramIndex,
  problems: string[],
): BoundaryTimer | null {
  const element = labelOf(boundary);
  const before = problems.length;
  const [definition, ...others] = boundary.eventDefinitions;
  if (definition?.kind !== 'timerEventDefinition' || others.length > 0) {
    problems.push(msgRef('flowDefBoundaryUnsupported', { element }));
    return null;
  }
  const host = boundary.attachedTo === null ? undefined : index.nodes.get(boundary.attachedTo);
  if (host?.kind !== 'userTask') problems.push(msgRef('flowDefBoundaryHost', { element }));
  if (!boundary.cancelActivity) problems.push(msgRef('flowDefTimerNonInterrupting', { element }));
  if (incomingOf(index, boundary.id).length > 0) problems.push(msgRef('flowDefBoundaryIncoming', { element }));
  const durationMs = readDuration(boundary, problems);
  const action = readAction(boundary, index, problems);
  if (durationMs === null || action === null || problems.length > before) return null;
  return {
    id: boundary.id,
    name: boundary.name.trim(),
    durationMs,
    action,
    outgoing: outgoingOf(index, boundary.id),
  };
}
