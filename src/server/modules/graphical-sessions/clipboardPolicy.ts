import type { HeldCapabilityRule, ResolvedBehavior } from '../../../shared/rules/behaviorRules';
import type { ClipboardRule, SessionClipboardPolicy } from '../../bastion/graphical/clipboard';
import type { Deps } from '../../deps';
import { registerProcessKind } from '../flow';
import { type ClipboardSubject, clipboardApprover, clipboardFlowHandlers } from './clipboardApprovals';
import { clipboardAudit } from './clipboardAudit';

const ruleOf = (behavior: ResolvedBehavior, rule: HeldCapabilityRule): ClipboardRule => {
  if (behavior[rule]) return 'allow';
  return behavior.held.includes(rule) ? 'approval' : 'deny';
};

/** The clipboard rules of a session opening now, both ways (docs/rdp.md, "Clipboard"). */
export function clipboardRules(behavior: ResolvedBehavior): { copy: ClipboardRule; paste: ClipboardRule } {
  return { copy: ruleOf(behavior, 'clipboardCopy'), paste: ruleOf(behavior, 'clipboardPaste') };
}

/** What the session's clipboard needs: its rules, the approval flow for held texts, the session record. */
export function sessionClipboardPolicy(
  deps: Deps,
  behavior: ResolvedBehavior,
  subject: ClipboardSubject,
  startedAt: Date,
): SessionClipboardPolicy {
  return {
    ...clipboardRules(behavior),
    approve: clipboardApprover(deps, subject),
    audit: clipboardAudit(deps, subject.sessionId, startedAt),
  };
}

/** Held clipboard texts run on the flow bound to the 'clipboard' kind (app.ts, at start). */
export function registerClipboardFlow(): void {
  registerProcessKind('clipboard', clipboardFlowHandlers);
}
