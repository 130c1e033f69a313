import {
  Button,
  Checkbox,
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
  SpinButton,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DictData, DictDataBodySchema } from '../../../../shared/api/dictionaries';
import { LIST_CLASSES } from '../../../../shared/rules/dictRules';
import { DictTag } from '../../../components/DictTag';
import { checkWith, type FormErrors, serverErrors } from '../../../data/formErrors';
import { createDictData, saveDictData } from '../api';
import { useDictMutation } from '../queries';
import { inLanguage } from '../texts';
import { StatusField } from './StatusField';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

export interface DictDataFormDialogProps {
  dictType: string;
  /** The entry to edit; none adds one. */
  entry: DictData | null;
  onClose: (isSaved: boolean) => void;
}

/** Adds or edits an entry, with the tag it will show (listClass and cssClass) previewed as typed. */
export function DictDataFormDialog({ dictType, entry, onClose }: DictDataFormDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState({
    dictLabel: entry?.dictLabel ?? '',
    dictLabelEn: entry?.dictLabelEn ?? '',
    dictValue: entry?.dictValue ?? '',
    dictSort: entry?.dictSort ?? 0,
    listClass: entry?.listClass ?? 'default',
    cssClass: entry?.cssClass ?? '',
    status: entry?.status ?? 0,
    isDefault: entry?.isDefault ?? false,
    remark: entry?.remark ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useDictMutation(createDictData);
  const save = useDictMutation(saveDictData);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const isSystem = entry?.isSystem === true;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(DictDataBodySchema, { ...values, dictType });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      if (entry) await save.mutateAsync({ ...checked.value, dictCode: entry.dictCode });
      else await add.mutateAsync(checked.value);
      onClose(true);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };
  const previewLabel = inLanguage(i18n.language, values.dictLabel, values.dictLabelEn) || values.dictValue || '—';
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose(false)}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t(entry ? 'dict.data.editTitle' : 'dict.data.addTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              {isSystem && (
                <MessageBar intent="info">
                  <MessageBarBody>{t('dict.data.systemHint')}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('dict.type.dictType')}>
                <Input value={dictType} disabled />
              </Field>
              <div className={styles.row}>
                <Field label={t('dict.data.dictLabel')} required validationMessage={errors.dictLabel}>
                  <Input value={values.dictLabel} onChange={(_, data) => set('dictLabel', data.value)} />
                </Field>
                <Field label={t('dict.data.dictLabelEn')} required validationMessage={errors.dictLabelEn}>
                  <Input value={values.dictLabelEn} onChange={(_, data) => set('dictLabelEn', data.value)} />
                </Field>
              </div>
              <div className={styles.row}>
                <Field label={t('dict.data.dictValue')} required validationMessage={errors.dictValue}>
                  <Input
                    value={values.dictValue}
                    disabled={isSystem}
                    onChange={(_, data) => set('dictValue', data.value)}
                  />
                </Field>
                <Field label={t('dict.data.dictSort')} validationMessage={errors.dictSort}>
                  <SpinButton
                    value={values.dictSort}
                    min={0}
                    max={9999}
                    onChange={(_, data) => set('dictSort', data.value ?? Number.parseInt(data.displayValue ?? '', 10))}
                  />
                </Field>
              </div>
              <div className={styles.row}>
                <Field label={t('dict.data.listClass')} validationMessage={errors.listClass}>
                  <Dropdown
                    value={t(`dict.listClass.${values.listClass}`, { defaultValue: values.listClass })}
                    selectedOptions={[values.listClass]}
                    onOptionSelect={(_, data) => set('listClass', data.optionValue ?? 'default')}
                  >
                    {LIST_CLASSES.map((listClass) => (
                      <Option key={listClass} value={listClass}>
                        {t(`dict.listClass.${listClass}`)}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <Field label={t('dict.data.tag')}>
                  <div>
                    <DictTag label={previewLabel} listClass={values.listClass} cssClass={values.cssClass} />
                  </div>
                </Field>
              </div>
              <Field label={t('dict.data.cssClass')} hint={t('dict.data.cssHint')} validationMessage={errors.cssClass}>
                <Input value={values.cssClass} onChange={(_, data) => set('cssClass', data.value)} />
              </Field>
              <StatusField
                value={values.status}
                isDisabled={isSystem}
                error={errors.status}
                onChange={(status) => set('status', status)}
              />
              <Checkbox
                checked={values.isDefault}
                label={t('dict.data.isDefault')}
                onChange={(_, data) => set('isDefault', data.checked === true)}
              />
              <Field label={t('dict.data.remark')} validationMessage={errors.remark}>
                <Textarea value={values.remark} onChange={(_, data) => set('remark', data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={add.isPending || save.isPending}>
                {t('dict.common.save')}
              </Button>
              <Button onClick={() => onClose(false)}>{t('dict.common.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
