/**
 * Behaviour policies (docs/behaviour-policies.md): the rule values and how the applicable policies of one
 * session combine into what applies to it.
 */

/**
 * One capability's rule: allow 0 (as the authorisation says), deny 1, approval 2 (each action waits for an approver
 * through the approval flows; only the HELD_CAPABILITY_RULES take it).
 */
export const BehaviorRule = { allow: 0, deny: 1, approval: 2 } as const;
export const BEHAVIOR_RULES = [BehaviorRule.allow, BehaviorRule.deny] as const;
/** The values of a capability that can hold its actions for approval. */
export const HOLDABLE_BEHAVIOR_RULES = [BehaviorRule.allow, BehaviorRule.deny, BehaviorRule.approval] as const;

/** strict 0: a session whose recording cannot be written is refused or ended; best effort 1: it goes on. */
export const RecordingMode = { strict: 0, bestEffort: 1 } as const;
export const RECORDING_MODES = [RecordingMode.strict, RecordingMode.bestEffort] as const;

export const IDLE_MINUTES_MAX = 1440;
export const SESSION_MINUTES_MAX = 10_080;

/** Minutes before the maximum session length at which the user is warned in the terminal. */
export const SESSION_END_WARNING_MINUTES = 5;

export const CAPABILITY_RULES = ['upload', 'download', 'clipboardCopy', 'clipboardPaste', 'share', 'monitor'] as const;
export type CapabilityRule = (typeof CAPABILITY_RULES)[number];
/** Capabilities whose single actions (a paste, a copy, a file) an approver can let through one by one. */
export const HELD_CAPABILITY_RULES = ['upload', 'download', 'clipboardCopy', 'clipboardPaste'] as const;
export type HeldCapabilityRule = (typeof HELD_CAPABILITY_RULES)[number];

export function isHeldCapability(rule: string): rule is HeldCapabilityRule {
  return (HELD_CAPABILITY_RULES as readonly string[]).includes(rule);
}
export const LIMIT_RULES = ['idleMinutes', 'maxSessionMinutes'] as const;
export type LimitRule = (typeof LIMIT_RULES)[number];

export type BehaviorRuleValues = Record<CapabilityRule | LimitRule | 'recording', number | null>;

export interface RankedBehaviorPolicy extends BehaviorRuleValues {
  id: number;
  name: string;
  priority: number;
}

/**
 * A capability is true when allowed outright. One whose rule is approval is false (so a check that knows nothing of
 * approvals refuses it) and listed in `held`: its actions may go through one by one, each once approved.
 */
export interface ResolvedBehavior extends Record<CapabilityRule, boolean> {
  held: HeldCapabilityRule[];
  idleMinutes: number | null;
  maxSessionMinutes: number | null;
  recordingStrict: boolean;
  /** Rule name → the deciding policy's name; rules left at their default are absent. */
  decidedBy: Record<string, string>;
}

/** The decision where no policy sets a rule: no time limits, what the authorisation allows, strict recording. */
export const DEFAULT_BEHAVIOR: ResolvedBehavior = {
  idleMinutes: null,
  maxSessionMinutes: null,
  upload: true,
  download: true,
  clipboardCopy: true,
  clipboardPaste: true,
  share: true,
  monitor: true,
  held: [],
  recordingStrict: true,
  decidedBy: {},
};

/** How strict a capability's value is, for policies of equal priority: deny over approval over allow. */
const STRICTNESS: Record<number, number> = {
  [BehaviorRule.allow]: 0,
  [BehaviorRule.approval]: 1,
  [BehaviorRule.deny]: 2,
};
const stricterCapability = (a: number, b: number) => ((STRICTNESS[a] ?? 2) >= (STRICTNESS[b] ?? 2) ? a : b);

/**
 * Rule by rule, the applicable policy with the lowest priority number that sets the rule decides; among
 * policies of equal priority the strictest value wins (deny over approval over allow, the shorter limit, strict
 * recording). A policy that leaves a rule unset does not stop a later one from setting it.
 */
export function resolveBehavior(applicable: readonly RankedBehaviorPolicy[]): ResolvedBehavior {
  const ranked = [...applicable].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const decidedBy: Record<string, string> = {};
  /** The deciding value of a rule: `stricter` picks between two values set at the same priority. */
  const decide = (rule: keyof BehaviorRuleValues, stricter: (a: number, b: number) => number): number | null => {
    let chosen: { value: number; priority: number; name: string } | null = null;
    for (const policy of ranked) {
      const value = policy[rule];
      if (value === null) continue;
      if (chosen && policy.priority > chosen.priority) break;
      if (!chosen || stricter(value, chosen.value) !== chosen.value)
        chosen = { value, priority: policy.priority, name: policy.name };
    }
    if (chosen) decidedBy[rule] = chosen.name;
    return chosen?.value ?? null;
  };
  const values = Object.fromEntries(
    CAPABILITY_RULES.map((rule) => [rule, decide(rule, stricterCapability) ?? BehaviorRule.allow]),
  ) as Record<CapabilityRule, number>;
  const capability = (rule: CapabilityRule) => values[rule] === BehaviorRule.allow;
  return {
    idleMinutes: decide('idleMinutes', Math.min),
    maxSessionMinutes: decide('maxSessionMinutes', Math.min),
    upload: capability('upload'),
    download: capability('download'),
    clipboardCopy: capability('clipboardCopy'),
    clipboardPaste: capability('clipboardPaste'),
    share: capability('share'),
    monitor: capability('monitor'),
    held: HELD_CAPABILITY_RULES.filter((rule) => values[rule] === BehaviorRule.approval),
    recordingStrict: (decide('recording', Math.min) ?? RecordingMode.strict) === RecordingMode.strict,
    decidedBy,
  };
}
