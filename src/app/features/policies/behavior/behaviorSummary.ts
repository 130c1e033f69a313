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
    const verdict = value === BehaviorRule.allow ? 'allow' : value === BehaviorRule.approval ? 'approval' : 'deny';
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
  if (rules.dbRowLimit !== null) parts.push(t('policies.behavior.summary.dbRowLimit', { rows: rules.dbRowLimit }));
  if (rules.dbTimeoutSeconds !== null)
    parts.push(t('policies.behavior.summary.dbTimeout', { seconds: rules.dbTimeoutSeconds }));
  if (rules.masking.length > 0)
    parts.push(
      t('policies.behavior.summary.masking', { columns: rules.masking.map((rule) => rule.pattern).join(', ') }),
    );
  return parts.join(' · ');
}
