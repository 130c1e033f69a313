import { Field, Input, makeStyles, Radio, RadioGroup, Textarea, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LICENCE_TYPES, SAFE_REASON_MAX } from '../../../../shared/rules/cofferRules';
import type { ApplicationField, ApplicationValues } from '../applicationForm';
import { licenceTypeKey } from '../licenceTypes';

const useStyles = makeStyles({
  range: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});

/** Spec §5 "Safe application": reason (required, ≤99), licence type (required, default use), time range. */
export function ApplicationFields({
  values,
  errors,
  onChange,
}: {
  values: ApplicationValues;
  errors: Partial<Record<ApplicationField, string>>;
  onChange: (next: ApplicationValues) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const set = <K extends keyof ApplicationValues>(key: K, value: ApplicationValues[K]) =>
    onChange({ ...values, [key]: value });
  const state = (field: ApplicationField) => (errors[field] ? 'error' : 'none');
  // Two inputs in one field: each needs an id of its own (the field would give both its one control id).
  const startId = useId('application-start');
  const endId = useId('application-end');
  return (
    <>
      <Field
        label={t('coffer.application.reason')}
        required
        validationMessage={errors.reason}
        validationState={state('reason')}
        hint={`${values.reason.length}/${SAFE_REASON_MAX}`}
      >
        <Textarea
          rows={2}
          resize="vertical"
          maxLength={SAFE_REASON_MAX}
          placeholder={t('coffer.application.reasonPlaceholder')}
          value={values.reason}
          data-testid="application-reason"
          onChange={(_, data) => set('reason', data.value)}
        />
      </Field>
      <Field
        label={t('coffer.application.licenseType')}
        required
        validationMessage={errors.licenseType}
        validationState={state('licenseType')}
      >
        <RadioGroup
          layout="horizontal"
          value={values.licenseType}
          data-testid="application-licence-type"
          onChange={(_, data) => set('licenseType', data.value as ApplicationValues['licenseType'])}
        >
          {LICENCE_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(licenceTypeKey(type))} />
          ))}
        </RadioGroup>
      </Field>
      <Field
        label={t('coffer.application.period')}
        required
        validationMessage={errors.period}
        validationState={state('period')}
      >
        <div className={styles.range}>
          <Input
            id={startId}
            type="datetime-local"
            aria-label={t('coffer.application.startTime')}
            value={values.start}
            data-testid="application-start"
            onChange={(_, data) => set('start', data.value)}
          />
          <span aria-hidden>~</span>
          <Input
            id={endId}
            type="datetime-local"
            aria-label={t('coffer.application.expireTime')}
            value={values.end}
            data-testid="application-end"
            onChange={(_, data) => set('end', data.value)}
          />
        </div>
      </Field>
    </>
  );
}
