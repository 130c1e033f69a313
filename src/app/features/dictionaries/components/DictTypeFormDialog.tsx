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
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Dictionary, DictTypeBodySchema } from '../../../../shared/api/dictionaries';
import { checkWith, type FormErrors, serverErrors } from '../../../data/formErrors';
import { createDictType, saveDictType } from '../api';
import { useDictMutation } from '../queries';
import { StatusField } from './StatusField';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface DictTypeFormDialogProps {
  /** The type to edit; none adds one. */
  dictionary: Dictionary | null;
  onClose: (isSaved: boolean) => void;
}

/** Adds or edits a dictionary type: names in both languages, the key (fixed once made), status and remark. */
export function DictTypeFormDialog({ dictionary, onClose }: DictTypeFormDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState({
    dictName: dictionary?.dictName ?? '',
    dictNameEn: dictionary?.dictNameEn ?? '',
    dictType: dictionary?.dictType ?? '',
    status: dictionary?.status ?? 0,
    remark: dictionary?.remark ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useDictMutation(createDictType);
  const save = useDictMutation(saveDictType);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(DictTypeBodySchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      if (dictionary) await save.mutateAsync({ ...checked.value, dictId: dictionary.dictId });
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
            <DialogTitle>{t(dictionary ? 'dict.type.editTitle' : 'dict.type.addTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              {dictionary?.isSystem && (
                <MessageBar intent="info">
                  <MessageBarBody>{t('dict.type.systemHint')}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('dict.type.dictName')} required validationMessage={errors.dictName}>
                <Input value={values.dictName} onChange={(_, data) => set('dictName', data.value)} />
              </Field>
              <Field label={t('dict.type.dictNameEn')} required validationMessage={errors.dictNameEn}>
                <Input value={values.dictNameEn} onChange={(_, data) => set('dictNameEn', data.value)} />
              </Field>
              <Field
                label={t('dict.type.dictType')}
                required
                hint={t('dict.type.keyHint')}
                validationMessage={errors.dictType}
              >
                <Input
                  value={values.dictType}
                  disabled={dictionary !== null}
                  onChange={(_, data) => set('dictType', data.value)}
                />
              </Field>
              <StatusField
                value={values.status}
                isDisabled={dictionary?.isSystem === true}
                error={errors.status}
                onChange={(status) => set('status', status)}
              />
              <Field label={t('dict.type.remark')} validationMessage={errors.remark}>
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
