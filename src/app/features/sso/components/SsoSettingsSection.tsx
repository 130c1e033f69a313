import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Subtitle2,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SsoConfigEdit,
  SsoConfigEditSchema,
  type SsoConfigView,
  type SsoDiscovery,
  type SsoUserClaim,
} from '../../../../shared/api/sso';
import { isApiError } from '../../../data/errors';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { discover, saveSsoConfig } from '../api';
import '../i18n';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { ssoKeys, useSsoConfig } from '../queries';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '720px',
    paddingBlock: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

const CLAIMS: readonly SsoUserClaim[] = ['preferred_username', 'email'];

/** 登录方式 → 单点登录: the OpenID Connect provider, a discovery test, its own save. */
export function SsoSettingsSection({ isReadOnly }: { isReadOnly: boolean }) {
  const stored = useSsoConfig();
  if (stored.isPending) return <LoadingSpinner />;
  if (!stored.data) return null;
  return <SsoSettingsForm key={JSON.stringify(stored.data)} stored={stored.data} isReadOnly={isReadOnly} />;
}

function toForm(stored: SsoConfigView): SsoConfigEdit {
  const { clientSecretSet: _set, redirectUri: _uri, ...config } = stored;
  return { ...config, clientSecret: '' };
}

function SsoSettingsForm({ stored, isReadOnly }: { stored: SsoConfigView; isReadOnly: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState<SsoConfigEdit>(() => toForm(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [found, setFound] = useState<SsoDiscovery | null>(null);
  const save = useMutation({
    mutationFn: saveSsoConfig,
    onSuccess: (saved) => client.setQueryData(ssoKeys.config(), saved),
  });
  const test = useMutation({ mutationFn: discover, onSuccess: setFound });
  const set = (change: Partial<SsoConfigEdit>) => setForm((current) => ({ ...current, ...change }));
  const message = (field: string) => (errors[field] ? tMsg(errors[field] as string) : undefined);
  const markServerError = (error: unknown) => {
    if (isApiError(error) && error.field) setErrors({ [error.field]: error.msg });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: SsoConfigEdit = { ...form, clientSecret: form.clientSecret || undefined };
    const parsed = SsoConfigEditSchema.safeParse(body);
    setErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(body);
      notify.success(t('msg.settingsSaved'));
    } catch (error) {
      markServerError(error);
    }
  };

  const handleTest = async () => {
    setFound(null);
    try {
      await test.mutateAsync(form.issuer);
    } catch (error) {
      markServerError(error);
    }
  };

  const text = (field: 'issuer' | 'clientId' | 'scopes' | 'buttonLabel', label: string) => (
    <Field label={t(`sso.${label}`)} validationMessage={message(field)}>
      <Input value={form[field]} disabled={isReadOnly} onChange={(_, data) => set({ [field]: data.value })} />
    </Field>
  );

  return (
    <form
      className={styles.section}
      aria-label={t('sso.settingsTitle')}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
    >
      <Subtitle2 as="h3">{t('sso.settingsTitle')}</Subtitle2>
      <Text>{t('sso.settingsHint')}</Text>
      <Field label={t('sso.redirectUri')}>
        <Text className={styles.code} aria-label={t('sso.redirectUri')}>
          {stored.redirectUri}
        </Text>
      </Field>
      <div className={styles.row}>
        <div className={styles.grow}>{text('issuer', 'issuerUrl')}</div>
        <Button disabled={isReadOnly || test.isPending || !form.issuer} onClick={() => void handleTest()}>
          {t('sso.testDiscovery')}
        </Button>
      </div>
      {found ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <div>{t('sso.discoveryOk', { issuer: found.issuer })}</div>
            <div>{`${t('sso.authorizationEndpoint')}: ${found.authorizationEndpoint}`}</div>
            <div>{`${t('sso.tokenEndpoint')}: ${found.tokenEndpoint}`}</div>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {text('clientId', 'clientId')}
      <Field label={t('sso.clientSecret')} validationMessage={message('clientSecret')}>
        <Input
          type="password"
          autoComplete="new-password"
          value={form.clientSecret ?? ''}
          disabled={isReadOnly}
          placeholder={stored.clientSecretSet ? t('setupCenter.secretSet') : t('setupCenter.secretNotSet')}
          onChange={(_, data) => set({ clientSecret: data.value })}
        />
      </Field>
      {text('scopes', 'scopes')}
      <Field label={t('sso.userClaim')}>
        <Dropdown
          value={form.userClaim === 'email' ? t('sso.claimEmail') : t('sso.claimUsername')}
          selectedOptions={[form.userClaim]}
          disabled={isReadOnly}
          onOptionSelect={(_, data) => set({ userClaim: data.optionValue as SsoUserClaim })}
        >
          {CLAIMS.map((claim) => (
            <Option key={claim} value={claim}>
              {claim === 'email' ? t('sso.claimEmail') : t('sso.claimUsername')}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {text('buttonLabel', 'buttonLabel')}
      <Switch
        label={t('sso.applySecondFactor')}
        checked={form.applySecondFactor}
        disabled={isReadOnly}
        onChange={(_, data) => set({ applySecondFactor: data.checked })}
      />
      <div className={styles.row}>
        <Button type="submit" appearance="primary" disabled={isReadOnly || save.isPending}>
          {t('sso.save')}
        </Button>
      </div>
    </form>
  );
}
