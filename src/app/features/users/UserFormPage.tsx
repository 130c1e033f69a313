import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AddUserBodySchema, UpdateUserBodySchema } from '../../../shared/api';
import { msgRef } from '../../../shared/rules/validation';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { type FormErrors, schemaErrors, serverErrors } from '../../data/formErrors';
import { tMsg } from '../../i18n';
import { notify } from '../../notify';
import { createUser, saveUser } from './api';
import { UserForm } from './components/UserForm';
import { idFromSearch, USER_LIST_PATH, userDetailPath } from './paths';
import { useUser, useUsersMutation } from './queries';
import { EMPTY_USER_FORM, formFromUser, toAddBody, toUpdateBody, type UserFormValues } from './userForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

/** /user-manage-form-page (spec §2): add, or edit with ?userId=. */
export function UserFormPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const userId = idFromSearch(search, 'userId');
  const user = useUser(userId);
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useUsersMutation(createUser);
  const save = useUsersMutation(saveUser);

  const handleSubmit = async (values: UserFormValues) => {
    const body = userId === null ? toAddBody(values) : toUpdateBody(userId, values);
    const found = schemaErrors(userId === null ? AddUserBodySchema : UpdateUserBodySchema, body);
    if (userId === null && 'password' in body && body.password === '' && !found.password) {
      found.password = tMsg(msgRef('passwordRequired'));
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (userId === null) {
        await add.mutateAsync(toAddBody(values));
        notify.success(t('msg.added'));
        navigate(USER_LIST_PATH);
      } else {
        await save.mutateAsync(toUpdateBody(userId, values));
        notify.success(t('msg.saved'));
        navigate(userDetailPath(userId));
      }
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const isEdit = userId !== null;
  return (
    <section className={styles.root} aria-label={isEdit ? t('users.editTitle') : t('users.addTitle')}>
      <Title3 as="h1">{isEdit ? t('users.editTitle') : t('users.addTitle')}</Title3>
      {isEdit && user.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('msg.userNotFound')}</MessageBarBody>
        </MessageBar>
      ) : isEdit && !user.data ? (
        <LoadingSpinner />
      ) : (
        <UserForm
          key={user.data?.userId ?? 'new'}
          initial={user.data ? formFromUser(user.data) : EMPTY_USER_FORM}
          isEdit={isEdit}
          isSaving={add.isPending || save.isPending}
          errors={errors}
          onSubmit={(values) => void handleSubmit(values)}
          onCancel={() => navigate(isEdit && userId !== null ? userDetailPath(userId) : USER_LIST_PATH)}
        />
      )}
    </section>
  );
}
