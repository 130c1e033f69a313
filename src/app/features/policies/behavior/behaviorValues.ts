import type { BehaviorPolicy } from '../../../../shared/api/behaviorPolicies';
import {
  BehaviorRule,
  CAPABILITY_RULES,
  type CapabilityRule,
  isHeldCapability,
  RecordingMode,
} from '../../../../shared/rules/behaviorRules';
import type { MaskKind } from '../../../../shared/rules/dataMasking';
import { type PolicyValues, policyValues } from '../components/usePolicyForm';

/** A rule's ways in the form: left to the next policy, allowed, denied, held for approval (transfer and clipboard). */
export type RuleChoice = 'notSet' | 'allow' | 'deny' | 'approval';
export type RecordingChoice = 'notSet' | 'strict' | 'bestEffort';

/** The behaviour form's values: the common ones, the asset tags, and every rule as the form holds it. */
export interface BehaviorValues extends PolicyValues {
  tagIds: number[];
  /** Minutes as typed; '' = not set. */
  idleMinutes: string;
  maxSessionMinutes: string;
  capabilities: Record<CapabilityRule, RuleChoice>;
  recording: RecordingChoice;
  /** Database sessions: row limit and statement timeout (seconds) as typed; '' = not set. */
  dbRowLimit: string;
  dbTimeoutSeconds: string;
  /** Masking rules as edited: a column pattern and a mask kind each. */
  masking: { pattern: string; kind: MaskKind }[];
}

const CHOICES: Record<number, RuleChoice> = {
  [BehaviorRule.allow]: 'allow',
  [BehaviorRule.deny]: 'deny',
  [BehaviorRule.approval]: 'approval',
};

const choiceOf = (value: number | null | undefined): RuleChoice =>
  value === null || value === undefined ? 'notSet' : (CHOICES[value] ?? 'deny');

/** The choices the form offers for a rule: approval only where single actions can be held. */
export const choicesFor = (rule: CapabilityRule): readonly RuleChoice[] =>
  isHeldCapability(rule) ? ['notSet', 'allow', 'deny', 'approval'] : ['notSet', 'allow', 'deny'];

const recordingChoiceOf = (value: number | null | undefined): RecordingChoice =>
  value === null || value === undefined ? 'notSet' : value === RecordingMode.bestEffort ? 'bestEffort' : 'strict';

/** A new form (`policy` undefined: nothing set) or one that changes `policy`. */
export const behaviorValues = (policy?: BehaviorPolicy): BehaviorValues => ({
  ...policyValues(policy),
  tagIds: policy?.tagIds ?? [],
  idleMinutes: policy?.idleMinutes?.toString() ?? '',
  maxSessionMinutes: policy?.maxSessionMinutes?.toString() ?? '',
  capabilities: Object.fromEntries(CAPABILITY_RULES.map((rule) => [rule, choiceOf(policy?.[rule])])) as Record<
    CapabilityRule,
    RuleChoice
  >,
  recording: recordingChoiceOf(policy?.recording),
  dbRowLimit: policy?.dbRowLimit?.toString() ?? '',
  dbTimeoutSeconds: policy?.dbTimeoutSeconds?.toString() ?? '',
  masking: policy?.masking.map((rule) => ({ ...rule })) ?? [],
});

/** A typed number as the body wants it: null when empty; anything else as a number for the schema to judge. */
const minutesOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

const ruleOf = (choice: RuleChoice): number | null => (choice === 'notSet' ? null : BehaviorRule[choice]);

const recordingOf = (choice: RecordingChoice): number | null =>
  choice === 'notSet' ? null : choice === 'strict' ? RecordingMode.strict : RecordingMode.bestEffort;

/** The behaviour form's own body fields (the common ones are added by usePolicyForm); null = not set. */
export const behaviorFields = (values: BehaviorValues) => ({
  tagIds: values.tagIds,
  idleMinutes: minutesOf(values.idleMinutes),
  maxSessionMinutes: minutesOf(values.maxSessionMinutes),
  ...(Object.fromEntries(CAPABILITY_RULES.map((rule) => [rule, ruleOf(values.capabilities[rule])])) as Record<
    CapabilityRule,
    number | null
  >),
  recording: recordingOf(values.recording),
  dbRowLimit: minutesOf(values.dbRowLimit),
  dbTimeoutSeconds: minutesOf(values.dbTimeoutSeconds),
  masking: values.masking.map((rule) => ({ pattern: rule.pattern.trim(), kind: rule.kind })),
});
