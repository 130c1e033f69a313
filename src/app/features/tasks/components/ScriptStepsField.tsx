import { Button, Field, Input, makeStyles, Text, tokens, useId } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SCRIPT_STEPS_MAX, SCRIPT_TEXT_MAX, type ScriptStep } from '../../../../shared/api/changeScripts';
import { addStep, changeStep, moveStep, removeStep, SCRIPT_VARIABLES, type StepErrors } from '../scriptForm';

/** A fieldset without the browser's frame: the dialog's fields are not framed either. */
const bare = { border: 'none', margin: 0, padding: 0, minWidth: 0 } as const;

const useStyles = makeStyles({
  root: { ...bare, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  legend: { ...bare, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  required: { color: tokens.colorPaletteRedForeground1, paddingLeft: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignSelf: 'stretch',
  },
  step: bare,
  stepLegend: { ...bare, color: tokens.colorNeutralForeground2 },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  text: { fontFamily: tokens.fontFamilyMonospace },
  buttons: { display: 'flex', paddingTop: tokens.spacingVerticalXXL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The dialogue of a script: its steps in order, each an expected text (a regular expression) and the answer to send,
 * added, removed and moved one place up or down.
 */
export function ScriptStepsField({
  steps,
  onChange,
  error,
  stepErrors,
}: {
  steps: ScriptStep[];
  onChange: (steps: ScriptStep[]) => void;
  /** The list's own failure (no steps). */
  error?: string | undefined;
  stepErrors: Record<number, StepErrors>;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const text = (key: string, n?: number) => t(`tasks.scriptForm.${key}`, { n });
  const hintId = useId('script-steps-hint');
  return (
    <fieldset className={styles.root} aria-describedby={hintId}>
      <legend className={styles.legend}>
        {t('tasks.scriptForm.steps')}
        <span aria-hidden className={styles.required}>
          *
        </span>
      </legend>
      <Text id={hintId} size={200} className={styles.hint}>
        {t('tasks.scriptForm.stepsHint', { variables: SCRIPT_VARIABLES.join(' ') })}
      </Text>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const n = index + 1;
          const errors = stepErrors[index] ?? {};
          return (
            // Steps have no identity of their own: the index is what the list and its messages go by.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <fieldset className={styles.step}>
                <legend className={styles.stepLegend}>{text('step', n)}</legend>
                <div className={styles.row}>
                  <Field label={text('expect')} required validationMessage={errors.expect}>
                    <Input
                      className={styles.text}
                      value={step.expect}
                      maxLength={SCRIPT_TEXT_MAX}
                      onChange={(_, data) => onChange(changeStep(steps, index, { expect: data.value }))}
                    />
                  </Field>
                  <Field label={text('send')} validationMessage={errors.send}>
                    <Input
                      className={styles.text}
                      value={step.send}
                      maxLength={SCRIPT_TEXT_MAX}
                      onChange={(_, data) => onChange(changeStep(steps, index, { send: data.value }))}
                    />
                  </Field>
                  <span className={styles.buttons}>
                    <Button
                      appearance="subtle"
                      icon={<ArrowUpRegular />}
                      aria-label={text('moveUp', n)}
                      disabled={index === 0}
                      onClick={() => onChange(moveStep(steps, index, -1))}
                    />
                    <Button
                      appearance="subtle"
                      icon={<ArrowDownRegular />}
                      aria-label={text('moveDown', n)}
                      disabled={index === steps.length - 1}
                      onClick={() => onChange(moveStep(steps, index, 1))}
                    />
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={text('removeStep', n)}
                      onClick={() => onChange(removeStep(steps, index))}
                    />
                  </span>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
      <Button
        appearance="transparent"
        icon={<AddRegular />}
        disabled={steps.length >= SCRIPT_STEPS_MAX}
        onClick={() => onChange(addStep(steps))}
      >
        {text('addStep')}
      </Button>
    </fieldset>
  );
}
