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
import { AddUserGroupBodySchema, GROUP_REMARK_MAX, type UserGroup } from '../../../../shared/api';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { createGroup, saveGroup } from '../api';
import { useUsersMutation } from '../queries';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** Add a user group, or rename one / change its remark. */
export function GroupFormDialog({ group, onClose }: { group?: UserGroup; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [values, setValues] = useState({ groupName: group?.groupName ?? '', remark: group?.remark ?? '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useUsersMutation(createGroup);
  const save = useUsersMutation(saveGroup);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { groupName: values.groupName.trim(), remark: values.remark.trim() };
    const found = schemaErrors(AddUserGroupBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (group) await save.mutateAsync({ groupId: group.groupId, ...body });
      else await add.mutateAsync(body);
      notify.success(t(group ? 'msg.saved' : 'msg.added'));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{group ? t('userGroups.editTitle') : t('userGroups.addTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('userGroups.groupName')} required validationMessage={errors.groupName}>
                <Input
                  value={values.groupName}
                  placeholder={t('userGroups.groupNamePlaceholder')}
                  onChange={(_, data) => setValues((previous) => ({ ...previous, groupName: data.value }))}
                />
              </Field>
              <Field label={t('userGroups.remark')} validationMessage={errors.remark}>
                <Textarea
                  value={values.remark}
                  maxLength={GROUP_REMARK_MAX}
                  onChange={(_, data) => setValues((previous) => ({ ...previous, remark: data.value }))}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('userGroups.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={add.isPending || save.isPending}>
                {t('userGroups.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
