/**
 * Behaviour policies (docs/behaviour-policies.md): the rule values and how the applicable policies of one
 * session combine into what applies to it.
 */

/** One capability's rule: allow 0 (as the authorisation says), deny 1. */
export const BehaviorRule = { allow: 0, deny: 1 } as const;
export const BEHAVIOR_RULES = [BehaviorRule.allow, BehaviorRule.deny] as const;

/** strict 0: a session whose recording cannot be written is refused or ended; best effort 1: it goes on. */
export const RecordingMode = { strict: 0, bestEffort: 1 } as const;
export const RECORDING_MODES = [RecordingMode.strict, RecordingMode.bestEffort] as const;

export const IDLE_MINUTES_MAX = 1440;
export const SESSION_MINUTES_MAX = 10_080;

/** Minutes before the maximum session length at which the user is warned in the terminal. */
export const SESSION_END_WARNING_MINUTES = 5;

export const CAPABILITY_RULES = ['upload', 'download', 'clipboardCopy', 'clipboardPaste', 'share', 'monitor'] as const;
export type CapabilityRule = (typeof CAPABILITY_RULES)[number];
export const LIMIT_RULES = ['idleMinutes', 'maxSessionMinutes'] as const;
export type LimitRule = (typeof LIMIT_RULES)[number];

export type BehaviorRuleValues = Record<CapabilityRule | LimitRule | 'recording', number | null>;

export interface RankedBehaviorPolicy extends BehaviorRuleValues {
  id: number;
  name: string;
  priority: number;
}

export interface ResolvedBehavior extends Record<CapabilityRule, boolean> {
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
  recordingStrict: true,
  decidedBy: {},
};

/**
 * Rule by rule, the applicable policy with the lowest priority number that sets the rule decides; among
 * policies of equal priority the strictest value wins (deny over allow, the shorter limit, strict recording).
 * A policy that leaves a rule unset does not stop a later one from setting it.
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
  const capability = (rule: CapabilityRule) => (decide(rule, Math.max) ?? BehaviorRule.allow) === BehaviorRule.allow;
  return {
    idleMinutes: decide('idleMinutes', Math.min),
    maxSessionMinutes: decide('maxSessionMinutes', Math.min),
    upload: capability('upload'),
    download: capability('download'),
    clipboardCopy: capability('clipboardCopy'),
    clipboardPaste: capability('clipboardPaste'),
    share: capability('share'),
    monitor: capability('monitor'),
    recordingStrict: (decide('recording', Math.min) ?? RecordingMode.strict) === RecordingMode.strict,
    decidedBy,
  };
}
