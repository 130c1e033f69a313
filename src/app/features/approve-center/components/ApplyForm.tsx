import { Button, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { defaultFormData, type FormValues, formFields } from '../../../../shared/forms';
import { type FormErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { FormRenderer, validateFormData } from '../../flow-forms';
import type { ApplyFlow } from '../api';
import { centerListPath, requestPath } from '../paths';
import { flowApproversQuery, useFileRequest } from '../queries';
import { ApproversPanel } from './ApproversPanel';
import { PageSection } from './PageSection';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * A new request on a flow: its form, who will decide the first steps, 提交 → start_form_flow. The renderer's
 * check runs first; a field the server refuses shows its message under that field.
 */
export function ApplyForm({ flow }: { flow: ApplyFlow }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState<FormValues>(() => defaultFormData(flow.form));
  const [errors, setErrors] = useState<FormErrors>({});
  const approvers = useQuery(flowApproversQuery(flow.modelId));
  const filing = useFileRequest();
  const title = t('approveCenter.form.applyTitleNamed', { name: flow.name });

  const handleSubmit = async () => {
    const found = validateFormData(flow.form, value);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify.error(t('msg.formDataInvalid'));
      return;
    }
    try {
      const filed = await filing.mutateAsync({ modelKey: flow.modelKey, formData: value });
      notify.success(t('msg.applySubmitted'));
      navigate(requestPath(filed.processInstanceId), { replace: true });
    } catch (error) {
      const refused = serverErrors(error);
      const fieldNames = new Set(formFields(flow.form).map((field) => field.model));
      const [field = '', message = ''] = Object.entries(refused)[0] ?? [];
      if (fieldNames.has(field)) setErrors({ [field]: message });
      notify.error(message);
    }
  };

  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <PageSection title={t('approveCenter.form.content')}>
        <FormRenderer form={flow.form} value={value} onChange={setValue} errors={errors} />
      </PageSection>
      <PageSection title={t('approveCenter.form.approvers')}>
        <ApproversPanel approvers={approvers} noApproversText={t('approveCenter.approvers.decidedLater')} />
      </PageSection>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={filing.isPending} onClick={() => void handleSubmit()}>
          {t('approveCenter.form.submit')}
        </Button>
        <Button onClick={() => navigate(centerListPath('mine'))}>{t('approveCenter.back')}</Button>
      </div>
    </section>
  );
}
