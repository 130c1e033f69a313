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
import { EditTagBodySchema, type Tag, TagBodySchema } from '../../../../shared/api';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { createTag, saveTag } from '../api';
import { useAssetsMutation } from '../queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface TagFormDialogProps {
  /** The tag to edit; none adds one. */
  tag: Tag | null;
  onClose: (isSaved: boolean) => void;
}

/** Adds or edits a tag (name unique, description optional). */
export function TagFormDialog({ tag, onClose }: TagFormDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tagName, setTagName] = useState(tag?.tagName ?? '');
  const [description, setDescription] = useState(tag?.description ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useAssetsMutation(createTag);
  const save = useAssetsMutation(saveTag);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { tagName: tagName.trim(), description: description.trim() };
    const found = tag
      ? schemaErrors(EditTagBodySchema, { ...body, tagId: tag.tagId }, 'path')
      : schemaErrors(TagBodySchema, body, 'path');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (tag) await save.mutateAsync({ ...body, tagId: tag.tagId });
      else await add.mutateAsync(body);
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
            <DialogTitle>{tag ? t('assets.tag.editTitle') : t('assets.tag.addTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('assets.field.tagName')} required validationMessage={errors.tagName}>
                <Input
                  value={tagName}
                  placeholder={t('assets.tag.namePlaceholder')}
                  onChange={(_, data) => setTagName(data.value)}
                />
              </Field>
              <Field label={t('assets.field.description')} validationMessage={errors.description}>
                <Textarea value={description} onChange={(_, data) => setDescription(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={add.isPending || save.isPending}>
                {t('assets.common.save')}
              </Button>
              <Button onClick={() => onClose(false)}>{t('assets.common.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
