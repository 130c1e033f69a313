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
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddApplicationProxyBodySchema,
  APP_PROXY_DESCRIPTION_MAX,
  type ApplicationProxy,
  UpdateApplicationProxyBodySchema,
} from '../../../../shared/api';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { createApplication, saveApplication } from '../api';
import { useProxiesMutation, useProxyOptions } from '../queries';
import { WebRecipeFields } from './WebRecipeFields';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** Add an application proxy record, or change one. */
export function ApplicationFormDialog({
  application,
  onClose,
}: {
  application?: ApplicationProxy;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: application?.name ?? '',
    url: application?.url ?? '',
    networkProxyId: application?.networkProxyId ?? null,
    description: application?.description ?? '',
    enabled: application?.enabled ?? true,
    loginMode: application?.loginMode ?? 'none',
    loginPath: application?.loginPath ?? '',
    usernameField: application?.usernameField ?? '',
    passwordField: application?.passwordField ?? '',
    extraFields: application?.extraFields ?? '',
    hostHeader: application?.hostHeader ?? '',
    upstreamCa: application?.upstreamCa ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const options = useProxyOptions();
  const add = useProxiesMutation(createApplication);
  const save = useProxiesMutation(saveApplication);
  const proxyName =
    (options.data ?? []).find((option) => option.id === values.networkProxyId)?.name ?? t('proxies.none');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      name: values.name.trim(),
      url: values.url.trim(),
      description: values.description.trim(),
    };
    const found = schemaErrors(AddApplicationProxyBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (application) await save.mutateAsync(UpdateApplicationProxyBodySchema.parse({ id: application.id, ...body }));
      else await add.mutateAsync(AddApplicationProxyBodySchema.parse(body));
      notify.success(t(application ? 'proxies.updated' : 'proxies.added'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const title = application ? t('proxies.app.editTitle') : t('proxies.app.addTitle');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('proxies.app.column.name')} required validationMessage={errors.name}>
                <Input
                  value={values.name}
                  placeholder={t('proxies.app.namePlaceholder')}
                  onChange={(_, data) => setValues((previous) => ({ ...previous, name: data.value }))}
                />
              </Field>
              <Field label={t('proxies.app.column.url')} required validationMessage={errors.url}>
                <Input
                  value={values.url}
                  placeholder="https://"
                  onChange={(_, data) => setValues((previous) => ({ ...previous, url: data.value }))}
                />
              </Field>
              <Field label={t('proxies.app.column.networkProxy')} validationMessage={errors.networkProxyId}>
                <Dropdown
                  value={proxyName}
                  selectedOptions={[values.networkProxyId === null ? '' : String(values.networkProxyId)]}
                  onOptionSelect={(_, data) =>
                    setValues((previous) => ({
                      ...previous,
                      networkProxyId: data.optionValue ? Number(data.optionValue) : null,
                    }))
                  }
                >
                  <Option value="">{t('proxies.none')}</Option>
                  {(options.data ?? []).map((option) => (
                    <Option key={option.id} value={String(option.id)}>
                      {option.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Switch
                checked={values.enabled}
                label={values.enabled ? t('proxies.enabled') : t('proxies.disabled')}
                onChange={(_, data) => setValues((previous) => ({ ...previous, enabled: data.checked }))}
              />
              <WebRecipeFields
                values={values}
                errors={errors}
                onChange={(next) => setValues((previous) => ({ ...previous, ...next }))}
              />
              <Field label={t('proxies.app.column.description')} validationMessage={errors.description}>
                <Textarea
                  value={values.description}
                  maxLength={APP_PROXY_DESCRIPTION_MAX}
                  onChange={(_, data) => setValues((previous) => ({ ...previous, description: data.value }))}
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
