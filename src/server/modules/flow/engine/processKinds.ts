import type { FlowResult, ProcessKind } from '../../../../shared/rules/flowRules';
import type { Deps } from '../../../deps';

/**
 * What a process of Gatehouse that files its requests through flows (a login or command approval) does at
 * the two moments it must know of: approvers were given tasks (it sends its own station messages, the ones
 * its dialog opens), and the request ended (it records the decision and wakes whoever waits). Both run after
 * the flow's change has been committed. Requests of a kind nobody registered, or whose handlers leave out
 * `tasksOpened` (the clipboard's: its approvers decide in the approval centre), get the flow's own messages.
 */
export interface ProcessKindHandlers {
  tasksOpened?(deps: Deps, businessKey: string, userIds: readonly number[]): Promise<void>;
  ended(deps: Deps, businessKey: string, outcome: { result: FlowResult; reason: string; by: string }): Promise<void>;
}

const handlers = new Map<string, ProcessKindHandlers>();

export function registerProcessKind(kind: ProcessKind, kindHandlers: ProcessKindHandlers): void {
  handlers.set(kind, kindHandlers);
}

export function handlersOf(kind: string | null): ProcessKindHandlers | undefined {
  return kind === null ? undefined : handlers.get(kind);
}
