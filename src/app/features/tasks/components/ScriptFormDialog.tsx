import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type ChangeScript, SCRIPT_NAME_MAX, SCRIPT_TEXT_MAX } from '../../../../shared/api/changeScripts';
import { placeScriptErrors, SCRIPT_VARIABLES } from '../scriptForm';
import { useScriptForm } from '../useScriptForm';
import { ScriptStepsField } from './ScriptStepsField';

const useStyles = makeStyles({
  surface: { width: '880px', maxWidth: '95vw' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalM },
  code: { fontFamily: tokens.fontFamilyMonospace },
  timeout: { maxWidth: '160px' },
});

/** Add a password-change script (`script` undefined) or change one, built-in ones included. */
export function ScriptFormDialog({ script, onClose }: { script?: ChangeScript | undefined; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { values, set, errors, handleSubmit, isSaving } = useScriptForm(script, onClose);
  const placed = placeScriptErrors(errors);
  const text = (key: string) => t(`tasks.scriptForm.${key}`);
  const variables = SCRIPT_VARIABLES.join(' ');
  const title = script ? text('editTitle') : text('addTitle');

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {placed.banner && (
                <MessageBar intent="error">
                  <MessageBarBody>{placed.banner}</MessageBarBody>
                </MessageBar>
              )}
              {script?.builtIn && (
                <MessageBar intent="info">
                  <MessageBarBody>{text('builtInNote')}</MessageBarBody>
                </MessageBar>
              )}
              <div className={styles.row}>
                <Field label={text('scriptName')} required validationMessage={placed.field.scriptName}>
                  <Input
                    value={values.scriptName}
                    maxLength={SCRIPT_NAME_MAX}
                    onChange={(_, data) => set({ scriptName: data.value })}
                  />
                </Field>
                <Field
                  label={text('timeoutSeconds')}
                  hint={text('timeoutHint')}
                  validationMessage={placed.field.timeoutSeconds}
                >
                  <Input
                    className={styles.timeout}
                    type="number"
                    min={1}
                    max={120}
                    value={values.timeoutSeconds}
                    onChange={(_, data) => set({ timeoutSeconds: data.value })}
                  />
                </Field>
              </div>
              <Field label={text('description')} validationMessage={placed.field.description}>
                <Textarea
                  rows={2}
                  maxLength={SCRIPT_TEXT_MAX}
                  value={values.description}
                  onChange={(_, data) => set({ description: data.value })}
                />
              </Field>
              <Field label={text('mode')} required validationMessage={placed.field.mode}>
                <RadioGroup
                  value={values.mode}
                  onChange={(_, data) => set({ mode: data.value === 'privileged' ? 'privileged' : 'self' })}
                >
                  <Radio value="self" label={text('modeSelf')} />
                  <Radio value="privileged" label={text('modePrivileged')} />
                </RadioGroup>
              </Field>
              {values.mode === 'privileged' && (
                <Field
                  label={text('privilegedAccount')}
                  required
                  hint={text('privilegedHint')}
                  validationMessage={placed.field.privilegedAccount}
                >
                  <Input
                    value={values.privilegedAccount}
                    maxLength={64}
                    onChange={(_, data) => set({ privilegedAccount: data.value })}
                  />
                </Field>
              )}
              <Field
                label={text('command')}
                required
                hint={t('tasks.scriptForm.commandHint', { variables })}
                validationMessage={placed.field.command}
              >
                <Input
                  className={styles.code}
                  value={values.command}
                  maxLength={SCRIPT_TEXT_MAX}
                  onChange={(_, data) => set({ command: data.value })}
                />
              </Field>
              <Field label={text('input')} required validationMessage={placed.field.input}>
                <RadioGroup
                  value={values.input}
                  onChange={(_, data) => set({ input: data.value === 'stdin' ? 'stdin' : 'dialogue' })}
                >
                  <Radio value="dialogue" label={text('inputDialogue')} />
                  <Radio value="stdin" label={text('inputStdin')} />
                </RadioGroup>
              </Field>
              {values.input === 'dialogue' ? (
                <ScriptStepsField
                  steps={values.steps}
                  onChange={(steps) => set({ steps })}
                  error={placed.steps}
                  stepErrors={placed.step}
                />
              ) : (
                <Field
                  label={text('stdin')}
                  required
                  hint={t('tasks.scriptForm.stdinHint', { variables })}
                  validationMessage={placed.field.stdin}
                >
                  <Textarea
                    className={styles.code}
                    rows={3}
                    maxLength={SCRIPT_TEXT_MAX}
                    value={values.stdin}
                    onChange={(_, data) => set({ stdin: data.value })}
                  />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {text('cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={isSaving}>
                {text('save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
