import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserKind, UserSource } from '../../../../shared/enums';
import { enumOptions } from '../../../components/page';
import type { FormErrors } from '../../../data/formErrors';
import { generateInitialPassword, type UserFormValues } from '../userForm';
import { RoleChoiceField } from './RoleChoiceField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  generate: { marginBlockStart: '26px' },
  grow: { flex: 1 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface UserFormProps {
  initial: UserFormValues;
  isEdit: boolean;
  isSaving: boolean;
  errors: FormErrors;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
}

type TextKey = 'userName' | 'nickName' | 'phonenumber' | 'email';

/** The add/edit form of a user (spec §3, §5). Validation happens in the page, with the shared schema. */
export function UserForm({ initial, isEdit, isSaving, errors, onSubmit, onCancel }: UserFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<UserFormValues>(initial);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const isTemporary = values.userKind === UserKind.temporary;
  const isLocal = values.userSource === UserSource.local;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const text = (key: TextKey, required: boolean, hint?: string) => (
    <Field label={t(`users.field.${key}`)} required={required} validationMessage={errors[key]} hint={hint}>
      <Input
        value={values[key]}
        disabled={key === 'userName' && isEdit}
        placeholder={t(`users.placeholder.${key}`)}
        onChange={(_, data) => set(key, data.value)}
      />
    </Field>
  );
  const radios = (key: 'userKind' | 'userSource', dictType: 'user_kind' | 'user_source', disabled: boolean) => (
    <Field label={t(`users.field.${key}`)} validationMessage={errors[key]}>
      <RadioGroup
        layout="horizontal"
        disabled={disabled}
        value={String(values[key])}
        onChange={(_, data) => set(key, Number(data.value))}
      >
        {enumOptions(dictType, i18n.language).map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </Field>
  );
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {errors[''] && (
        <MessageBar intent="error">
          <MessageBarBody>{errors['']}</MessageBarBody>
        </MessageBar>
      )}
      {text('userName', true, isEdit ? t('users.hint.userNameFixed') : undefined)}
      {text('nickName', true)}
      {text('phonenumber', false)}
      {text('email', false)}
      {radios('userKind', 'user_kind', false)}
      {isTemporary && (
        <div className={styles.row}>
          {(['validFrom', 'validTo'] as const).map((key) => (
            <Field
              key={key}
              className={styles.grow}
              label={t(`users.field.${key}`)}
              required
              validationMessage={errors[key]}
            >
              <Input type="datetime-local" value={values[key]} onChange={(_, data) => set(key, data.value)} />
            </Field>
          ))}
        </div>
      )}
      {radios('userSource', 'user_source', isEdit)}
      {!isLocal && (
        <MessageBar intent="info">
          <MessageBarBody>{t('users.hint.ldap')}</MessageBarBody>
        </MessageBar>
      )}
      {!isEdit && isLocal && (
        <>
          <div className={styles.row}>
            <Field
              className={styles.grow}
              label={t('users.field.password')}
              required
              validationMessage={errors.password}
            >
              <Input
                type="text"
                autoComplete="new-password"
                value={values.password}
                placeholder={t('users.placeholder.password')}
                onChange={(_, data) => set('password', data.value)}
              />
            </Field>
            <Button className={styles.generate} onClick={() => set('password', generateInitialPassword())}>
              {t('users.action.generate')}
            </Button>
          </div>
          <Checkbox
            label={t('users.field.forceChange')}
            checked={values.forceChange}
            onChange={(_, data) => set('forceChange', data.checked === true)}
          />
        </>
      )}
      {!isEdit && (
        <RoleChoiceField
          value={values.roleIds}
          error={errors.roleIds}
          onChange={(roleIds) => set('roleIds', roleIds)}
        />
      )}
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={isSaving}>
          {t('users.action.save')}
        </Button>
        <Button onClick={onCancel}>{t('users.action.cancel')}</Button>
      </div>
    </form>
  );
}
