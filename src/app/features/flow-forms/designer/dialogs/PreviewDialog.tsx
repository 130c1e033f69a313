import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultFormData, type FormModel, type FormValues } from '../../../../../shared/forms';
import type { FormErrors } from '../../../../data/formErrors';
import { FormRenderer } from '../../components/FormRenderer';
import { validateFormData } from '../../validateFormData';
import { CodeBlock } from './CodeBlock';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * 预览: the form as applicants will fill it in. 提交 checks the data as the server will and shows it, or
 * 表单数据校验失败 with each field's message.
 */
export function PreviewDialog({ form, onClose }: { form: FormModel; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [value, setValue] = useState<FormValues>(() => defaultFormData(form));
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  const title = t('flowForms.designer.preview');

  const handleChange = (next: FormValues) => {
    setValue(next);
    setSubmitted(null);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFormData(form, value);
    setErrors(found);
    setSubmitted(Object.keys(found).length === 0 ? value : null);
  };
  const handleReset = () => {
    setValue(defaultFormData(form));
    setErrors({});
    setSubmitted(null);
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={handleSubmit} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <FormRenderer form={form} value={value} onChange={handleChange} errors={errors} />
              {hasErrors && (
                <MessageBar intent="error">
                  <MessageBarBody>{t('msg.formDataInvalid')}</MessageBarBody>
                </MessageBar>
              )}
              {submitted && (
                <CodeBlock label={t('flowForms.designer.submittedData')} text={JSON.stringify(submitted, null, 2)} />
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit">
                {t('flowForms.designer.submit')}
              </Button>
              <Button onClick={handleReset}>{t('flowForms.designer.reset')}</Button>
              <Button onClick={onClose}>{t('flowForms.designer.close')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
