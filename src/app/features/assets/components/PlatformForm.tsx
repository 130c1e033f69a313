import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel, enumOptions } from '../../../components/page';
import type { FormErrors } from '../../../data/formErrors';
import type { ProtocolEntry } from '../assetForm';
import { ProtocolPorts } from './ProtocolPorts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface PlatformFormValues {
  platformName: string;
  assetType: number;
  protocols: ProtocolEntry[];
  description: string;
}

export interface PlatformFormProps {
  initial: PlatformFormValues;
  isSaving: boolean;
  errors: FormErrors;
  onSubmit: (values: PlatformFormValues) => void;
  onCancel: () => void;
}

/** The add/edit form of an asset type: name, category, offered protocols with default ports. */
export function PlatformForm({ initial, isSaving, errors, onSubmit, onCancel }: PlatformFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<PlatformFormValues>(initial);
  const set = <K extends keyof PlatformFormValues>(key: K, value: PlatformFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {errors[''] && (
        <MessageBar intent="error">
          <MessageBarBody>{errors['']}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('assets.field.platformNameField')} required validationMessage={errors.platformName}>
        <Input
          value={values.platformName}
          placeholder={t('assets.platform.namePlaceholder')}
          onChange={(_, data) => set('platformName', data.value)}
        />
      </Field>
      <Field label={t('assets.field.assetType')} required validationMessage={errors.assetType}>
        <Dropdown
          value={enumLabel('asset_type', values.assetType, i18n.language)}
          selectedOptions={[String(values.assetType)]}
          onOptionSelect={(_, data) => set('assetType', Number(data.optionValue))}
        >
          {enumOptions('asset_type', i18n.language).map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <ProtocolPorts
        label={t('assets.field.protocols')}
        hint={t('assets.platform.protocolsHint')}
        error={errors.protocols}
        entries={values.protocols}
        errors={errors}
        onChange={(entries) => set('protocols', entries)}
      />
      <Field label={t('assets.field.description')} validationMessage={errors.description}>
        <Textarea value={values.description} onChange={(_, data) => set('description', data.value)} />
      </Field>
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={isSaving}>
          {t('assets.common.save')}
        </Button>
        <Button onClick={onCancel}>{t('assets.common.cancel')}</Button>
      </div>
    </form>
  );
}
