import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Config, ConfigBodySchema } from '../../../../shared/api/sysConfig';
import { CONFIG_PAGES, ConfigType, isSystemKey } from '../../../../shared/rules/configRules';
import { checkWith, type FormErrors, serverErrors } from '../../../data/formErrors';
import { createConfig, saveConfig } from '../api';
import { useConfigMutation } from '../queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ConfigFormDialogProps {
  /** The parameter to edit; none adds one. */
  config: Config | null;
  onClose: (isSaved: boolean) => void;
}

/** The hint above a Gatehouse parameter's form: why its key is fixed and where its value changes. */
function useSystemHints(config: Config | null): string[] {
  const { t, i18n } = useTranslation();
  if (!config || !isSystemKey(config.configKey)) return [];
  const hints = [t('sysConfig.systemHint')];
  const owner = config.valueOwner;
  if (owner === 'gatehouse') hints.push(t('sysConfig.gatehouseHint'));
  else if (owner !== 'here') {
    const page = CONFIG_PAGES[owner];
    hints.push(t('sysConfig.ownedHint', { page: i18n.language.startsWith('en') ? page.en : page.zh }));
  }
  if (config.isSecret) hints.push(t('sysConfig.secretHint'));
  return hints;
}

/** Adds or edits a parameter; a Gatehouse key keeps its key and type, and its value only where it is changed. */
export function ConfigFormDialog({ config, onClose }: ConfigFormDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState({
    configName: config?.configName ?? '',
    configNameEn: config?.configNameEn ?? '',
    configKey: config?.configKey ?? '',
    configValue: config?.configValue ?? '',
    configType: config?.configType ?? ConfigType.custom,
    remark: config?.remark ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useConfigMutation(createConfig);
  const save = useConfigMutation(saveConfig);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const isSystem = config !== null && isSystemKey(config.configKey);
  const isValueLocked = config !== null && (config.valueOwner !== 'here' || config.isSecret);
  const hints = useSystemHints(config);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(ConfigBodySchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      if (config) await save.mutateAsync({ ...checked.value, configId: config.configId });
      else await add.mutateAsync(checked.value);
      onClose(true);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose(false)}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t(config ? 'sysConfig.editTitle' : 'sysConfig.addTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              {hints.map((hint) => (
                <MessageBar key={hint} intent="info">
                  <MessageBarBody>{hint}</MessageBarBody>
                </MessageBar>
              ))}
              <Field label={t('sysConfig.configName')} required validationMessage={errors.configName}>
                <Input value={values.configName} onChange={(_, data) => set('configName', data.value)} />
              </Field>
              <Field label={t('sysConfig.configNameEn')} required validationMessage={errors.configNameEn}>
                <Input value={values.configNameEn} onChange={(_, data) => set('configNameEn', data.value)} />
              </Field>
              <Field label={t('sysConfig.configKey')} required validationMessage={errors.configKey}>
                <Input
                  value={values.configKey}
                  disabled={isSystem}
                  onChange={(_, data) => set('configKey', data.value)}
                />
              </Field>
              <Field label={t('sysConfig.configValue')} validationMessage={errors.configValue}>
                <Textarea
                  value={config?.isSecret ? '' : values.configValue}
                  placeholder={config?.isSecret ? t('sysConfig.secret') : undefined}
                  disabled={isValueLocked}
                  onChange={(_, data) => set('configValue', data.value)}
                />
              </Field>
              <Field label={t('sysConfig.configType')} validationMessage={errors.configType}>
                <RadioGroup
                  layout="horizontal"
                  value={values.configType}
                  disabled={isSystem}
                  onChange={(_, data) => set('configType', data.value === ConfigType.builtIn ? 'Y' : 'N')}
                >
                  <Radio value={ConfigType.builtIn} label={t('sysConfig.type.Y')} />
                  <Radio value={ConfigType.custom} label={t('sysConfig.type.N')} />
                </RadioGroup>
              </Field>
              <Field label={t('sysConfig.remark')} validationMessage={errors.remark}>
                <Textarea value={values.remark} onChange={(_, data) => set('remark', data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={add.isPending || save.isPending}>
                {t('sysConfig.save')}
              </Button>
              <Button onClick={() => onClose(false)}>{t('sysConfig.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
