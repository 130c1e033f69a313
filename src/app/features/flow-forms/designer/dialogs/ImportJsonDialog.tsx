import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormModel, importFormModel } from '../../../../../shared/forms';
import { tMsg } from '../../../../i18n';
import { notify } from '../../../../notify';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

interface ImportJsonDialogProps {
  onImport: (form: FormModel) => void;
  onClose: () => void;
}

/**
 * 导入JSON: pasted text read with the designer's rules (importFormModel). A failure shows its message and
 * where in the model it lies; the dialog stays open to fix the text.
 */
export function ImportJsonDialog({ onImport, onClose }: ImportJsonDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<{ message: string; path: string } | null>(null);
  const title = t('flowForms.designer.importJson');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const imported = importFormModel(text);
    if (!imported.ok) {
      setFailure({ message: tMsg(imported.message), path: imported.path });
      return;
    }
    onImport(imported.form);
    notify.success(t('flowForms.designer.imported'));
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={handleSubmit} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>
                    {failure.message}
                    {failure.path && <div>{t('flowForms.designer.importFailedAt', { path: failure.path })}</div>}
                  </MessageBarBody>
                </MessageBar>
              )}
              <Field label="JSON" hint={t('flowForms.designer.importHint')} required>
                <Textarea
                  textarea={{ className: styles.code, rows: 18, spellCheck: false }}
                  resize="vertical"
                  value={text}
                  onChange={(_, data) => setText(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={!text.trim()}>
                {t('flowForms.designer.importConfirm')}
              </Button>
              <Button onClick={onClose}>{t('flowForms.designer.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
