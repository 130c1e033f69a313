import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Subtitle2,
  Switch,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import {
  type LdapSettings,
  type LdapSettingsEdit,
  LdapSettingsEditSchema,
  USERNAME_PLACEHOLDER,
} from '../../../../shared/api/ldap';
import { isApiError } from '../../../data/errors';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { useHasPermission } from '../../../session';
import { toEditBody, toEditForm } from '../api';
import { useSaveLdapSettings } from '../queries';
import { ConnectionTest } from './ConnectionTest';
import { useLdapStyles } from './styles';

type Form = ReturnType<typeof toEditForm>;
type TextField = 'url' | 'bindDn' | 'baseDn' | 'userFilter' | 'importFilter';
type AttributeField = keyof LdapSettingsEdit['attributes'];

/** The first message of each field, keyed by its dotted path (attributes.userName). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** Directory address, service account, where and how users are found, and the attribute mapping. */
export function LdapSettingsForm({ stored }: { stored: LdapSettings }) {
  const styles = useLdapStyles();
  const { t } = useTranslation();
  const isReadOnly = !useHasPermission([Permission.settingEdit]);
  const save = useSaveLdapSettings();
  const [form, setForm] = useState<Form>(() => toEditForm(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const message = (path: string) => (errors[path] ? tMsg(errors[path] as string) : undefined);
  const set = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }));
  const setAttribute = (field: AttributeField, value: string) =>
    setForm((current) => ({ ...current, attributes: { ...current.attributes, [field]: value } }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toEditBody(form);
    const parsed = LdapSettingsEditSchema.safeParse(body);
    setErrors(parsed.success ? {} : errorsOf(parsed.error.issues));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(body);
      notify.success(t('msg.settingsSaved'));
    } catch (error) {
      if (isApiError(error) && error.field) setErrors({ [error.field]: error.msg });
    }
  };

  const text = (field: TextField, label: string, hint?: string) => (
    <Field label={label} hint={hint} validationMessage={message(field)}>
      <Input value={form[field]} disabled={isReadOnly} onChange={(_, data) => set({ [field]: data.value })} />
    </Field>
  );
  const attribute = (field: AttributeField, label: string) => (
    <Field label={label} validationMessage={message(`attributes.${field}`)}>
      <Input
        value={form.attributes[field]}
        disabled={isReadOnly}
        onChange={(_, data) => setAttribute(field, data.value)}
      />
    </Field>
  );

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('ldap.settings')}>
      <section className={styles.section}>
        <Subtitle2 as="h3">{t('ldap.settings')}</Subtitle2>
        {isReadOnly ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('ldap.readOnly')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Switch
          label={t('ldap.enabled')}
          checked={form.enabled}
          disabled={isReadOnly}
          onChange={(_, data) => set({ enabled: data.checked })}
        />
        {text('url', t('ldap.url'), t('ldap.urlHint'))}
        <Field label={t('ldap.security')}>
          <RadioGroup
            layout="horizontal"
            value={form.security}
            disabled={isReadOnly}
            onChange={(_, data) => set({ security: data.value === 'startTls' ? 'startTls' : 'none' })}
          >
            <Radio value="none" label={t('ldap.securityNone')} />
            <Radio value="startTls" label={t('ldap.securityStartTls')} />
          </RadioGroup>
        </Field>
        <Switch
          label={t('ldap.verifyCertificate')}
          checked={form.verifyCertificate}
          disabled={isReadOnly}
          onChange={(_, data) => set({ verifyCertificate: data.checked })}
        />
        {text('bindDn', t('ldap.bindDn'))}
        <Field label={t('ldap.bindPassword')} validationMessage={message('bindPassword')}>
          <Input
            type="password"
            autoComplete="new-password"
            value={form.bindPassword}
            disabled={isReadOnly}
            placeholder={stored.bindPasswordSet ? t('ldap.secretSet') : t('ldap.secretNotSet')}
            onChange={(_, data) => set({ bindPassword: data.value })}
          />
        </Field>
        {text('baseDn', t('ldap.baseDn'))}
        {text(
          'userFilter',
          t('ldap.userFilter', { placeholder: USERNAME_PLACEHOLDER, interpolation: { escapeValue: false } }),
        )}
        {text('importFilter', t('ldap.importFilter'))}
        <Subtitle2 as="h4">{t('ldap.attributes')}</Subtitle2>
        <div className={styles.grid}>
          {attribute('userName', t('ldap.attrUserName'))}
          {attribute('nickName', t('ldap.attrNickName'))}
          {attribute('email', t('ldap.attrEmail'))}
          {attribute('phone', t('ldap.attrPhone'))}
        </div>
        <ConnectionTest
          form={form}
          isReadOnly={isReadOnly}
          onFieldError={(path, text) => setErrors({ [path]: text })}
        />
        <div className={styles.row}>
          <Button type="submit" appearance="primary" disabled={isReadOnly || save.isPending}>
            {save.isPending ? t('ldap.saving') : t('ldap.save')}
          </Button>
        </div>
      </section>
    </form>
  );
}
