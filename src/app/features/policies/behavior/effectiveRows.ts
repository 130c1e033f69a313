import type { EffectiveBehavior } from '../../../../shared/api/behaviorPolicies';
import { CAPABILITY_RULES } from '../../../../shared/rules/behaviorRules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One line of the effective preview: the rule, what applies, and the policy that decided it (or 默认). */
export interface EffectiveRow {
  rule: string;
  label: string;
  value: string;
  decidedBy: string;
  /** No policy sets the rule: the default applies. */
  isDefault: boolean;
}

/** The preview's lines, rule by rule, in the form's order; decidedBy keys are the rules' names (recording too). */
export function effectiveRows(behavior: EffectiveBehavior, t: Translate): EffectiveRow[] {
  const minutes = (value: number | null) =>
    value === null
      ? t('policies.behavior.preview.noLimit')
      : t('policies.behavior.preview.minutes', { minutes: value });
  const lines: { rule: string; label: string; value: string }[] = [
    { rule: 'idleMinutes', label: t('policies.behavior.preview.idleMinutes'), value: minutes(behavior.idleMinutes) },
    {
      rule: 'maxSessionMinutes',
      label: t('policies.behavior.preview.maxSessionMinutes'),
      value: minutes(behavior.maxSessionMinutes),
    },
    ...CAPABILITY_RULES.map((rule) => ({
      rule,
      label: t(`policies.behavior.capability.${rule}`),
      value: t(
        behavior[rule]
          ? 'policies.behavior.preview.allowed'
          : (behavior.held as string[]).includes(rule)
            ? 'policies.behavior.preview.held'
            : 'policies.behavior.preview.denied',
      ),
    })),
    {
      rule: 'recording',
      label: t('policies.behavior.recording'),
      value: t(behavior.recordingStrict ? 'policies.behavior.preview.strict' : 'policies.behavior.preview.bestEffort'),
    },
    ...databaseLines(behavior, t),
  ];
  return lines.map((line) => {
    const by = behavior.decidedBy[line.rule];
    return { ...line, decidedBy: by ?? t('policies.behavior.preview.byDefault'), isDefault: by === undefined };
  });
}

/** The database rules' lines (row limit, statement timeout, masking), when the preview carries them. */
function databaseLines(behavior: EffectiveBehavior, t: Translate): { rule: string; label: string; value: string }[] {
  const database = behavior.database;
  if (!database) return [];
  const masking = database.masking
    .map((rule) =>
      t('policies.behavior.preview.maskRule', {
        pattern: rule.pattern,
        kind: t(`policies.behavior.database.kinds.${rule.kind}`),
      }),
    )
    .join(', ');
  return [
    {
      rule: 'dbRowLimit',
      label: t('policies.behavior.database.rowLimit'),
      value: t('policies.behavior.preview.rows', { rows: database.rowLimit }),
    },
    {
      rule: 'dbTimeoutSeconds',
      label: t('policies.behavior.database.timeoutSeconds'),
      value: t('policies.behavior.preview.seconds', { seconds: database.statementTimeoutSeconds }),
    },
    {
      rule: 'masking',
      label: t('policies.behavior.database.masking'),
      value: masking || t('policies.behavior.preview.noMasking'),
    },
  ];
}
