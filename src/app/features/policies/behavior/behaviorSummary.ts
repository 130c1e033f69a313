import type { BehaviorRules } from '../../../../shared/api/behaviorPolicies';
import { BehaviorRule, CAPABILITY_RULES, RecordingMode } from '../../../../shared/rules/behaviorRules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The rules a behaviour policy sets, in the form's order: "空闲 15 分钟 · 最长 60 分钟 · 禁止上传 · 禁止复制".
 * Rules left unset (null) are not named; '' when the policy sets none.
 */
export function behaviorSummary(rules: BehaviorRules, t: Translate): string {
  const parts: string[] = [];
  if (rules.idleMinutes !== null) parts.push(t('policies.behavior.summary.idle', { minutes: rules.idleMinutes }));
  if (rules.maxSessionMinutes !== null)
    parts.push(t('policies.behavior.summary.max', { minutes: rules.maxSessionMinutes }));
  for (const rule of CAPABILITY_RULES) {
    const value = rules[rule];
    if (value === null) continue;
    const verdict = value === BehaviorRule.deny ? 'deny' : 'allow';
    parts.push(t(`policies.behavior.summary.${verdict}`, { what: t(`policies.behavior.short.${rule}`) }));
  }
  if (rules.recording !== null)
    parts.push(
      t(
        rules.recording === RecordingMode.strict
          ? 'policies.behavior.summary.recordingStrict'
          : 'policies.behavior.summary.recordingBestEffort',
      ),
    );
  return parts.join(' · ');
}
