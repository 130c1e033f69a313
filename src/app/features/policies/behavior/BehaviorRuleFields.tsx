import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  CAPABILITY_RULES,
  IDLE_MINUTES_MAX,
  type LimitRule,
  SESSION_MINUTES_MAX,
} from '../../../../shared/rules/behaviorRules';
import type { PolicyForm } from '../components/usePolicyForm';
import { type BehaviorValues, choicesFor, type RecordingChoice, type RuleChoice } from './behaviorValues';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

const LIMITS: Record<LimitRule, number> = { idleMinutes: IDLE_MINUTES_MAX, maxSessionMinutes: SESSION_MINUTES_MAX };
const RECORDING_CHOICES: readonly RecordingChoice[] = ['notSet', 'strict', 'bestEffort'];

/**
 * The rules of a behaviour policy: the two time limits (empty = not set, with the allowed range), a three-way
 * choice per capability, and the recording mode. Refusals show under the rule they name; the server's refusal of
 * a policy that sets no rule (field `rules`) above them.
 */
export function BehaviorRuleFields({ form }: { form: PolicyForm<BehaviorValues> }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { values, set, errors } = form;
  return (
    <>
      {errors.rules && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.rules}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.grid}>
        {(Object.keys(LIMITS) as LimitRule[]).map((rule) => (
          <Field
            key={rule}
            label={t(`policies.behavior.${rule}`)}
            hint={t('policies.behavior.minutesHint', { min: 1, max: LIMITS[rule] })}
            validationMessage={errors[rule]}
          >
            <Input
              type="number"
              min={1}
              max={LIMITS[rule]}
              step={1}
              value={values[rule]}
              onChange={(_, data) => set({ [rule]: data.value })}
            />
          </Field>
        ))}
      </div>
      <Text size={200} className={styles.hint}>
        {t('policies.behavior.allowHint')} {t('policies.behavior.approvalHint')}
      </Text>
      <div className={styles.grid}>
        {CAPABILITY_RULES.map((rule) => (
          <Field key={rule} label={t(`policies.behavior.capability.${rule}`)} validationMessage={errors[rule]}>
            <RadioGroup
              layout="horizontal"
              value={values.capabilities[rule]}
              onChange={(_, data) =>
                set({ capabilities: { ...values.capabilities, [rule]: data.value as RuleChoice } })
              }
            >
              {choicesFor(rule).map((choice) => (
                <Radio key={choice} value={choice} label={t(`policies.behavior.choice.${choice}`)} />
              ))}
            </RadioGroup>
          </Field>
        ))}
      </div>
      <Field
        label={t('policies.behavior.recording')}
        hint={t('policies.behavior.recordingHint')}
        validationMessage={errors.recording}
      >
        <RadioGroup
          layout="horizontal"
          value={values.recording}
          onChange={(_, data) => set({ recording: data.value as RecordingChoice })}
        >
          {RECORDING_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={t(`policies.behavior.recordingChoice.${choice}`)} />
          ))}
        </RadioGroup>
      </Field>
    </>
  );
}
