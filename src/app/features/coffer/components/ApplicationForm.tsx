import { Button, DialogActions, DialogContent, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeApplication } from '../../../../shared/api/cofferApplications';
import { DetailList } from '../../../components/page';
import { serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { changeApplication, fileApplication } from '../api';
import {
  type ApplicationField,
  type ApplicationValues,
  addApplicationBody,
  applicationFieldOf,
  applicationProblems,
  applicationValuesOf,
  emptyApplication,
  updateApplicationBody,
} from '../applicationForm';
import { useCofferMutation } from '../queries';
import { ApplicationFields } from './ApplicationFields';
import { useCofferDialogStyles } from './dialogStyles';

type FormErrors = Partial<Record<ApplicationField | '', string>>;

export type ApplicationFormTarget =
  | { kind: 'apply'; cofferId: number; cofferName: string; ownerName: string }
  | { kind: 'edit'; record: SafeApplication };

/**
 * Apply (申请保险箱) or edit one's waiting application (编辑保险箱申请). The console checks with the server's
 * own messages first; a field the server still refuses shows under that field. The success toast is the
 * server's message (提交申请成功 / 修改申请成功).
 */
export function ApplicationForm({
  target,
  onDone,
  onCancel,
}: {
  target: ApplicationFormTarget;
  onDone: () => void;
  onCancel: () => void;
}) {
  const styles = useCofferDialogStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<ApplicationValues>(() =>
    target.kind === 'edit' ? applicationValuesOf(target.record) : emptyApplication(),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const file = useCofferMutation(fileApplication);
  const change = useCofferMutation(changeApplication);
  const isPending = file.isPending || change.isPending;
  const cofferName = target.kind === 'edit' ? target.record.cofferName : target.cofferName;
  const ownerName = target.kind === 'edit' ? target.record.ownerName : target.ownerName;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = applicationProblems(values, new Date());
    const found: FormErrors = {};
    for (const [field, key] of Object.entries(problems)) found[field as ApplicationField] = t(`msg.${key}`);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (target.kind === 'edit') {
        await change.mutateAsync(updateApplicationBody(target.record.recordId, values));
        notify.success(t('msg.safeApplicationUpdated'));
      } else {
        await file.mutateAsync(addApplicationBody(target.cofferId, values));
        notify.success(t('msg.applySubmitted'));
      }
      onDone();
    } catch (error) {
      const refused: FormErrors = {};
      for (const [field, message] of Object.entries(serverErrors(error))) refused[applicationFieldOf(field)] = message;
      setErrors(refused);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      data-testid="application-form"
    >
      <DialogContent className={styles.content}>
        {errors[''] && (
          <MessageBar intent="error">
            <MessageBarBody>{errors['']}</MessageBarBody>
          </MessageBar>
        )}
        <DetailList
          rows={[
            { label: t('coffer.application.coffer'), value: cofferName },
            { label: t('coffer.application.owner'), value: ownerName || t('coffer.common.empty') },
          ]}
        />
        <ApplicationFields values={values} errors={errors} onChange={setValues} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('coffer.common.cancel')}</Button>
        <Button appearance="primary" type="submit" disabled={isPending} data-testid="application-submit">
          {t('coffer.common.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
