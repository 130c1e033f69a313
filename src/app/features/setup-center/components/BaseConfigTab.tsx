import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import {
  type BaseConfig,
  BaseConfigSchema,
  type SelfGrantMode,
  type SiteConfig,
} from '../../../../shared/api/baseConfig';
import { checkWith, type FormErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { useHasPermission } from '../../../session';
import { useBaseConfig, useSaveBaseConfig } from '../queries';
import { LogoField } from './LogoField';
import { SiteFields } from './SiteFields';
import { useSectionStyles } from './styles';

/** 基础配置 / Base configuration: the site config (§3, served as /data/data.json) and self-grants. */
export function BaseConfigTab() {
  const config = useBaseConfig();
  if (config.isPending) return <Spinner />;
  if (config.isError || !config.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{config.error?.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return <BaseConfigForm key={JSON.stringify(config.data)} stored={config.data} />;
}

function BaseConfigForm({ stored }: { stored: BaseConfig }) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  const isReadOnly = !useHasPermission([Permission.settingEdit]);
  const save = useSaveBaseConfig();
  const [form, setForm] = useState<BaseConfig>(stored);
  const [errors, setErrors] = useState<FormErrors>({});
  const changeSite = (next: Partial<SiteConfig>) => setForm({ ...form, site: { ...form.site, ...next } });

  const handleSave = async () => {
    const checked = checkWith(BaseConfigSchema, form, 'path');
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.value);
      notify.success(t('msg.settingsSaved'));
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const siteError = (field: keyof SiteConfig) => errors[`site.${field}`] ?? errors[field];
  const bannerMessage = errors[''] ?? null;
  return (
    <section className={styles.section} aria-label={t('setupCenter.baseTab')}>
      {isReadOnly ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('setupCenter.readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {bannerMessage && (
        <MessageBar intent="error">
          <MessageBarBody>{bannerMessage}</MessageBarBody>
        </MessageBar>
      )}
      <Text as="h2" size={400} weight="semibold">
        {t('setupCenter.site.heading')}
      </Text>
      <SiteFields
        values={form.site}
        disabled={isReadOnly}
        onChange={changeSite}
        errorOf={siteError}
        logo={
          <LogoField
            fileName={form.site.logo}
            disabled={isReadOnly}
            error={siteError('logo')}
            onChange={(logo) => changeSite({ logo })}
          />
        }
      />
      <Text as="h2" size={400} weight="semibold">
        {t('setupCenter.selfGrantHeading')}
      </Text>
      <Field label={t('setupCenter.selfGrant')} hint={t('setupCenter.selfGrantHint')}>
        <RadioGroup
          value={form.selfGrant}
          disabled={isReadOnly}
          onChange={(_, data) => setForm({ ...form, selfGrant: data.value as SelfGrantMode })}
        >
          <Radio value="refuse" label={t('setupCenter.selfGrantRefuse')} />
          <Radio value="allow" label={t('setupCenter.selfGrantAllow')} />
        </RadioGroup>
      </Field>
      <div className={styles.row}>
        <Button appearance="primary" disabled={isReadOnly || save.isPending} onClick={() => void handleSave()}>
          {save.isPending ? t('setupCenter.saving') : t('setupCenter.save')}
        </Button>
      </div>
    </section>
  );
}
