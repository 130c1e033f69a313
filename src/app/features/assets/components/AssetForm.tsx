import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AssetDept, AssetType, ENCODINGS, type Platform, type TagOption } from '../../../../shared/api';
import { DeptDropdown } from '../../../components/DeptDropdown';
import { enumLabel, enumOptions, TagsField } from '../../../components/page';
import type { FormErrors } from '../../../data/formErrors';
import { type AssetFormValues, entriesOfPlatform } from '../assetForm';
import { ProtocolPorts } from './ProtocolPorts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface AssetFormProps {
  initial: AssetFormValues;
  platforms: readonly Platform[];
  depts: readonly AssetDept[];
  tags: readonly TagOption[];
  isSaving: boolean;
  errors: FormErrors;
  onSubmit: (values: AssetFormValues) => void;
  onCancel: () => void;
}

/** The add/edit form of an asset (spec §3, §5). Validation happens in the page, with the shared schema. */
export function AssetForm({ initial, platforms, depts, tags, isSaving, errors, onSubmit, onCancel }: AssetFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<AssetFormValues>(initial);
  const set = <K extends keyof AssetFormValues>(key: K, value: AssetFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const ofType = platforms.filter((platform) => platform.assetType === values.assetType);
  const platform = platforms.find((item) => item.platformId === values.platformId);
  const handleType = (assetType: number) =>
    setValues((previous) => ({ ...previous, assetType, platformId: null, protocols: [] }));
  const handlePlatform = (platformId: number) => {
    const chosen = platforms.find((item) => item.platformId === platformId);
    setValues((previous) => ({ ...previous, platformId, protocols: chosen ? entriesOfPlatform(chosen) : [] }));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const isWeb = values.assetType === AssetType.web;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {errors[''] && (
        <MessageBar intent="error">
          <MessageBarBody>{errors['']}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('assets.field.assetName')} required validationMessage={errors.assetName}>
        <Input value={values.assetName} onChange={(_, data) => set('assetName', data.value)} />
      </Field>
      <Field label={t('assets.field.assetType')} required validationMessage={errors.assetType}>
        <Dropdown
          value={enumLabel('asset_type', values.assetType, i18n.language)}
          selectedOptions={[String(values.assetType)]}
          onOptionSelect={(_, data) => handleType(Number(data.optionValue))}
        >
          {enumOptions('asset_type', i18n.language).map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('assets.field.platformId')} required validationMessage={errors.platformId}>
        <Dropdown
          value={platform?.platformName ?? ''}
          selectedOptions={values.platformId === null ? [] : [String(values.platformId)]}
          onOptionSelect={(_, data) => handlePlatform(Number(data.optionValue))}
        >
          {ofType.map((item) => (
            <Option key={item.platformId} value={String(item.platformId)}>
              {item.platformName}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field
        label={t('assets.field.address')}
        required
        hint={isWeb ? t('assets.asset.webAddressHint') : t('assets.asset.addressHint')}
        validationMessage={errors.address}
      >
        <Input value={values.address} onChange={(_, data) => set('address', data.value)} />
      </Field>
      <ProtocolPorts
        label={t('assets.field.protocols')}
        emptyHint={values.platformId === null ? t('assets.asset.protocolsAfterType') : undefined}
        error={errors.protocols}
        entries={values.protocols}
        errors={errors}
        onChange={(entries) => set('protocols', entries)}
      />
      <Field label={t('assets.field.deptId')} hint={t('assets.asset.deptHint')} validationMessage={errors.deptId}>
        <DeptDropdown
          depts={depts}
          value={values.deptId}
          noneLabel={t('assets.common.none')}
          onChange={(deptId) => set('deptId', deptId)}
        />
      </Field>
      <Field label={t('assets.field.encoding')} validationMessage={errors.encoding}>
        <RadioGroup layout="horizontal" value={values.encoding} onChange={(_, data) => set('encoding', data.value)}>
          {ENCODINGS.map((encoding) => (
            <Radio key={encoding} value={encoding} label={encoding} />
          ))}
        </RadioGroup>
      </Field>
      <TagsField
        label={t('assets.field.tagIds')}
        tags={tags}
        chosen={values.tagIds}
        onChange={(tagIds) => set('tagIds', tagIds)}
        error={errors.tagIds}
      />
      <Field label={t('assets.field.description')} validationMessage={errors.description}>
        <Textarea value={values.description} onChange={(_, data) => set('description', data.value)} />
      </Field>
      <Field label={t('assets.field.proxyId')}>
        <Input value={values.proxyId === null ? t('assets.asset.proxyNone') : String(values.proxyId)} readOnly />
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
