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
  Text,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelUsage } from '../../../../shared/api/labels';
import { EditTagBodySchema } from '../../../../shared/api/tags';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { renameLabel } from '../api';
import { useLabelMutation } from '../queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface RenameLabelDialogProps {
  label: LabelUsage;
  onClose: (isSaved: boolean) => void;
}

/** Renames a label (PUT /system/tag/edit, the description kept); a name a task selector would notice is refused. */
export function RenameLabelDialog({ label, onClose }: RenameLabelDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tagName, setTagName] = useState(label.tagName);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useLabelMutation(renameLabel);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { tagId: label.tagId, tagName: tagName.trim(), description: label.description };
    const found = schemaErrors(EditTagBodySchema, body, 'path');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(body);
      onClose(true);
    } catch (error) {
      setErrors(serverErrors(error, ['tagName']));
    }
  };
  return (
    <Dialog open onOpenChange={(_, state) => !state.open && onClose(false)}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('labels.rename.title', { name: label.tagName })}</DialogTitle>
            <DialogContent className={styles.content}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <Text className={styles.hint}>{t('labels.rename.hint')}</Text>
              <Field label={t('labels.field.tagName')} required validationMessage={errors.tagName}>
                <Input
                  value={tagName}
                  placeholder={t('labels.namePlaceholder')}
                  onChange={(_, data) => setTagName(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={save.isPending}>
                {t('labels.save')}
              </Button>
              <Button onClick={() => onClose(false)}>{t('labels.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
