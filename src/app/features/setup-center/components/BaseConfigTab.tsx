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
import { PasswordPolicyFields } from './PasswordPolicyFields';
import { SessionFields } from './SessionFields';
import { SiteFields } from './SiteFields';
import { useSectionStyles } from './styles';
import { VaultPasswordFields } from './VaultPasswordFields';

type PolicySection = 'session' | 'password' | 'vaultPassword';

/**
 * 基础配置 / Base configuration: the site config (§3, served as /data/data.json), self-grants, the session
 * timeouts and the password policies of console users and of the vault.
 */
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
  const changeSite = (next: Partial<SiteConfig>) => setForm((now) => ({ ...now, site: { ...now.site, ...next } }));
  const change =
    <S extends PolicySection>(section: S) =>
    (next: Partial<BaseConfig[S]>) =>
      setForm((now) => ({ ...now, [section]: { ...now[section], ...next } }));
  /** A field's message: the schema's or the server's, also one about an item of a list field. */
  const errorAt = (path: string) =>
    errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  const errorsOf =
    (section: PolicySection) =>
    (field: string): string | undefined =>
      errorAt(`${section}.${field}`);

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

  const siteError = (field: keyof SiteConfig) => errorAt(`site.${field}`) ?? errors[field];
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
        {t('setupCenter.policy.session.heading')}
      </Text>
      <SessionFields
        values={form.session}
        disabled={isReadOnly}
        onChange={change('session')}
        errorOf={errorsOf('session')}
      />
      <Text as="h2" size={400} weight="semibold">
        {t('setupCenter.policy.password.heading')}
      </Text>
      <PasswordPolicyFields
        values={form.password}
        disabled={isReadOnly}
        onChange={change('password')}
        errorOf={errorsOf('password')}
      />
      <Text as="h2" size={400} weight="semibold">
        {t('setupCenter.policy.vault.heading')}
      </Text>
      <VaultPasswordFields
        values={form.vaultPassword}
        disabled={isReadOnly}
        onChange={change('vaultPassword')}
        errorOf={errorsOf('vaultPassword')}
      />
      <Text as="h2" size={400} weight="semibold">
        {t('setupCenter.selfGrantHeading')}
      </Text>
      <Field label={t('setupCenter.selfGrant')} hint={t('setupCenter.selfGrantHint')}>
        <RadioGroup
          value={form.selfGrant}
          disabled={isReadOnly}
          onChange={(_, data) => setForm((now) => ({ ...now, selfGrant: data.value as SelfGrantMode }))}
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
