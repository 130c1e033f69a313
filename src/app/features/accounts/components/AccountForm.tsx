import {
  Button,
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
import {
  type Account,
  AccountAuthKind,
  AccountBodySchema,
  EditAccountBodySchema,
} from '../../../../shared/api/accounts';
import { enumOptions, TagsField } from '../../../components/page';
import { type FormErrors, schemaErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { createAccount, saveAccount } from '../api';
import { useAccountsMutation, useTagOptions } from '../queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  key: { fontFamily: tokens.fontFamilyMonospace },
});

interface Values {
  accountName: string;
  accountType: number;
  authKind: 'password' | 'key';
  password: string;
  privateKey: string;
  passphrase: string;
  description: string;
  tagIds: number[];
}

const initialValues = (account?: Account): Values => ({
  accountName: account?.accountName ?? '',
  accountType: account?.accountType ?? 0,
  authKind: account?.authKind ?? AccountAuthKind.password,
  password: '',
  privateKey: '',
  passphrase: '',
  description: account?.description ?? '',
  tagIds: account?.tags.map((tag) => tag.tagId) ?? [],
});

/** Add an account to an asset or change one; secrets are write-only (empty keeps the stored one). */
export function AccountForm({
  assetId,
  account,
  onDone,
  onCancel,
}: {
  assetId: number;
  account?: Account;
  onDone: (saved: Account) => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Values>(() => initialValues(account));
  const [errors, setErrors] = useState<FormErrors>({});
  const tags = useTagOptions().data ?? [];
  const add = useAccountsMutation(createAccount);
  const save = useAccountsMutation(saveAccount);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const types = enumOptions('account_type', i18n.language);
  const keepsSecret =
    account !== undefined &&
    account.authKind === values.authKind &&
    (values.authKind === 'key' ? account.hasKey : account.hasPassword);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, accountName: values.accountName.trim(), description: values.description.trim() };
    const found = account
      ? schemaErrors(EditAccountBodySchema, { accountId: account.accountId, ...body })
      : schemaErrors(AccountBodySchema, { assetId, ...body });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = account
        ? await save.mutateAsync(EditAccountBodySchema.parse({ accountId: account.accountId, ...body }))
        : await add.mutateAsync(AccountBodySchema.parse({ assetId, ...body }));
      notify.success(t(account ? 'accounts.saved' : 'accounts.added'));
      onDone(saved);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={account ? t('accounts.editTitle') : t('accounts.addTitle')}
    >
      {errors[''] && (
        <MessageBar intent="error">
          <MessageBarBody>{errors['']}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('accounts.field.accountName')} required validationMessage={errors.accountName}>
        <Input value={values.accountName} onChange={(_, data) => set('accountName', data.value)} />
      </Field>
      <Field label={t('accounts.field.accountType')} validationMessage={errors.accountType}>
        <RadioGroup
          layout="horizontal"
          value={String(values.accountType)}
          onChange={(_, data) => set('accountType', Number(data.value))}
        >
          {types.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('accounts.field.authKind')}>
        <RadioGroup
          layout="horizontal"
          value={values.authKind}
          onChange={(_, data) => set('authKind', data.value === 'key' ? 'key' : 'password')}
        >
          <Radio value="password" label={t('accounts.passwordAuth')} />
          <Radio value="key" label={t('accounts.keyAuth')} />
        </RadioGroup>
      </Field>
      {values.authKind === 'password' ? (
        <Field
          label={t('accounts.field.password')}
          validationMessage={errors.password}
          hint={keepsSecret ? t('accounts.keepSecret') : undefined}
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
            label={t('accounts.field.privateKey')}
            validationMessage={errors.privateKey}
            hint={keepsSecret ? t('accounts.keepSecret') : undefined}
          >
            <Textarea
              className={styles.key}
              rows={5}
              value={values.privateKey}
              onChange={(_, data) => set('privateKey', data.value)}
            />
          </Field>
          <Field label={t('accounts.field.passphrase')} validationMessage={errors.passphrase}>
            <Input
              type="password"
              autoComplete="new-password"
              value={values.passphrase}
              onChange={(_, data) => set('passphrase', data.value)}
            />
          </Field>
        </>
      )}
      <TagsField
        label={t('accounts.field.tags')}
        tags={tags}
        chosen={values.tagIds}
        onChange={(tagIds) => set('tagIds', tagIds)}
        error={errors.tagIds}
      />
      <Field label={t('accounts.field.description')} validationMessage={errors.description}>
        <Textarea value={values.description} onChange={(_, data) => set('description', data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('accounts.cancel')}</Button>
        <Button appearance="primary" type="submit" disabled={add.isPending || save.isPending}>
          {t('accounts.save')}
        </Button>
      </div>
    </form>
  );
}
