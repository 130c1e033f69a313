import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddNetworkProxyBodySchema,
  type NetworkProxy,
  PROXY_DESCRIPTION_MAX,
  UpdateNetworkProxyBodySchema,
} from '../../../../shared/api';
import { ProxyAuthKind, type ProxyAuthKindValue, ProxyKind } from '../../../../shared/rules/proxyStates';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { createProxy, saveProxy } from '../api';
import { useProxiesMutation, useProxyOptions } from '../queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '2fr 1fr', gap: tokens.spacingHorizontalM },
});

interface Values {
  name: string;
  kind: number;
  address: string;
  port: string;
  loginUser: string;
  authKind: ProxyAuthKindValue;
  password: string;
  privateKey: string;
  passphrase: string;
  parentId: number | null;
  enabled: boolean;
  description: string;
}

const initialValues = (proxy?: NetworkProxy): Values => ({
  name: proxy?.name ?? '',
  kind: proxy?.kind ?? ProxyKind.sshJumpHost,
  address: proxy?.address ?? '',
  port: proxy ? String(proxy.port) : '22',
  loginUser: proxy?.loginUser ?? '',
  authKind: proxy?.authKind ?? ProxyAuthKind.password,
  password: '',
  privateKey: '',
  passphrase: '',
  parentId: proxy?.parentId ?? null,
  enabled: proxy?.enabled ?? true,
  description: proxy?.description ?? '',
});

/** Add a network proxy, or change one; secrets are write-only (empty keeps the stored one). */
export function ProxyFormDialog({ proxy, onClose }: { proxy?: NetworkProxy; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => initialValues(proxy));
  const [errors, setErrors] = useState<FormErrors>({});
  const options = useProxyOptions();
  const add = useProxiesMutation(createProxy);
  const save = useProxiesMutation(saveProxy);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const isSsh = values.kind === ProxyKind.sshJumpHost;
  const parents = (options.data ?? []).filter(
    (option) => option.id !== proxy?.id && option.kind === ProxyKind.sshJumpHost,
  );
  const parentName = parents.find((option) => option.id === values.parentId)?.name ?? t('proxies.none');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const port = values.port.trim();
    const body = {
      ...values,
      name: values.name.trim(),
      address: values.address.trim(),
      port: port === '' ? undefined : Number(port),
      loginUser: values.loginUser.trim(),
      description: values.description.trim(),
    };
    const found = proxy
      ? schemaErrors(UpdateNetworkProxyBodySchema, { id: proxy.id, ...body })
      : schemaErrors(AddNetworkProxyBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (proxy) await save.mutateAsync(UpdateNetworkProxyBodySchema.parse({ id: proxy.id, ...body }));
      else await add.mutateAsync(AddNetworkProxyBodySchema.parse(body));
      notify.success(t(proxy ? 'proxies.updated' : 'proxies.added'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const secretHint = proxy?.hasCredential ? t('proxies.keepSecret') : undefined;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-label={proxy ? t('proxies.editTitle') : t('proxies.addTitle')}
        >
          <DialogBody>
            <DialogTitle>{proxy ? t('proxies.editTitle') : t('proxies.addTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('proxies.column.name')} required validationMessage={errors.name}>
                <Input
                  value={values.name}
                  placeholder={t('proxies.namePlaceholder')}
                  onChange={(_, data) => set('name', data.value)}
                />
              </Field>
              <Field label={t('proxies.column.kind')} validationMessage={errors.kind}>
                <Dropdown
                  value={t(`proxies.kind.${values.kind}`)}
                  selectedOptions={[String(values.kind)]}
                  onOptionSelect={(_, data) => set('kind', Number(data.optionValue))}
                >
                  <Option value={String(ProxyKind.sshJumpHost)}>{t(`proxies.kind.${ProxyKind.sshJumpHost}`)}</Option>
                  <Option value={String(ProxyKind.gatehouseAgent)}>
                    {t(`proxies.kind.${ProxyKind.gatehouseAgent}`)}
                  </Option>
                </Dropdown>
              </Field>
              <div className={styles.row}>
                <Field label={t('proxies.column.address')} required validationMessage={errors.address}>
                  <Input value={values.address} onChange={(_, data) => set('address', data.value)} />
                </Field>
                <Field label={t('proxies.column.port')} required validationMessage={errors.port}>
                  <Input value={values.port} inputMode="numeric" onChange={(_, data) => set('port', data.value)} />
                </Field>
              </div>
              {isSsh && (
                <>
                  <Field label={t('proxies.column.loginUser')} required validationMessage={errors.loginUser}>
                    <Input value={values.loginUser} onChange={(_, data) => set('loginUser', data.value)} />
                  </Field>
                  <Field label={t('proxies.column.authKind')}>
                    <RadioGroup
                      layout="horizontal"
                      value={values.authKind}
                      onChange={(_, data) => set('authKind', data.value as ProxyAuthKindValue)}
                    >
                      <Radio value={ProxyAuthKind.password} label={t('proxies.authKind.password')} />
                      <Radio value={ProxyAuthKind.key} label={t('proxies.authKind.key')} />
                    </RadioGroup>
                  </Field>
                  {values.authKind === ProxyAuthKind.password ? (
                    <Field
                      label={t('fields.password')}
                      required={!proxy?.hasCredential}
                      hint={secretHint}
                      validationMessage={errors.password}
                    >
                      <Input
                        type="password"
                        autoComplete="new-password"
                        value={values.password}
                        onChange={(_, data) => set('password', data.value)}
                      />
                    </Field>
                  ) : (
                    <>
                      <Field
                        label={t('fields.privateKey')}
                        required={!proxy?.hasCredential}
                        hint={secretHint}
                        validationMessage={errors.privateKey}
                      >
                        <Textarea
                          value={values.privateKey}
                          rows={4}
                          placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
                          onChange={(_, data) => set('privateKey', data.value)}
                        />
                      </Field>
                      <Field label={t('fields.passphrase')} validationMessage={errors.passphrase}>
                        <Input
                          type="password"
                          autoComplete="new-password"
                          value={values.passphrase}
                          onChange={(_, data) => set('passphrase', data.value)}
                        />
                      </Field>
                    </>
                  )}
                  <Field label={t('proxies.column.parent')} validationMessage={errors.parentId}>
                    <Dropdown
                      value={parentName}
                      selectedOptions={[values.parentId === null ? '' : String(values.parentId)]}
                      onOptionSelect={(_, data) => set('parentId', data.optionValue ? Number(data.optionValue) : null)}
                    >
                      <Option value="">{t('proxies.none')}</Option>
                      {parents.map((option) => (
                        <Option key={option.id} value={String(option.id)}>
                          {option.name}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                </>
              )}
              <Switch
                checked={values.enabled}
                label={values.enabled ? t('proxies.enabled') : t('proxies.disabled')}
                onChange={(_, data) => set('enabled', data.checked)}
              />
              <Field label={t('proxies.column.description')} validationMessage={errors.description}>
                <Textarea
                  value={values.description}
                  maxLength={PROXY_DESCRIPTION_MAX}
                  onChange={(_, data) => set('description', data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('proxies.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={add.isPending || save.isPending}>
                {t('proxies.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
