import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import { ACCOUNT_PASSWORD_MAX } from '../../../../shared/api/accounts';
import type { VaultPasswordPolicy } from '../../../../shared/api/vaultAccounts';
import { DetailList, enumLabel } from '../../../components/page';
import { type FormErrors, serverErrors } from '../../../data/formErrors';
import { tMsg } from '../../../i18n';
import { notify } from '../../../notify';
import { useHasPermission } from '../../../session';
import { useCofferMutation } from '../queries';
import { type FixTarget, storeWeakFix } from '../vaultApi';
import { EMPTY_WEAK_FIX, type WeakFixValues, weakFixProblems } from '../weakFixForm';
import { AccountCheck } from './AccountCheck';
import { PasswordGenerator } from './PasswordGenerator';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

/**
 * Stores the strong password that now replaces a weak one on the host (POST /privilege/account/weakFix): checked
 * against the vault's policy first, with the server's messages; a refusal shows under the field the server names.
 * Once stored, 校验 confirms the host uses it. Keyed by account by the page, so another account starts afresh.
 */
export function WeakFixForm({ target, policy }: { target: FixTarget; policy: VaultPasswordPolicy }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const canCheck = useHasPermission([Permission.accountCheck]);
  const [values, setValues] = useState<WeakFixValues>(EMPTY_WEAK_FIX);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isStored, setStored] = useState(false);
  const fix = useCofferMutation(storeWeakFix);
  const set = (field: keyof WeakFixValues, value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = weakFixProblems(values, policy);
    const found: FormErrors = {};
    for (const [field, ref] of Object.entries(problems)) found[field] = tMsg(ref);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await fix.mutateAsync({ accountId: target.accountId, password: values.password });
      // The server's message for this call (msg.saved, 保存成功).
      notify.success(t('msg.saved'));
      setValues(EMPTY_WEAK_FIX);
      setStored(true);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const strength = enumLabel('password_strength', policy.minStrength, i18n.language);
  const field = (name: keyof WeakFixValues, label: string) => (
    <Field label={label} required validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'}>
      <Input
        type="password"
        autoComplete="new-password"
        value={values[name]}
        maxLength={ACCOUNT_PASSWORD_MAX}
        data-testid={`weak-${name}`}
        onChange={(_, data) => set(name, data.value)}
      />
    </Field>
  );
  return (
    <div className={styles.form}>
      <form
        className={styles.form}
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label={t('coffer.weakFix.formTitle')}
        data-testid="weak-fix-form"
      >
        <DetailList
          rows={[
            { label: t('coffer.weakFix.account'), value: target.accountName },
            { label: t('coffer.weakFix.asset'), value: target.assetName || t('coffer.common.empty') },
            { label: t('coffer.weakFix.address'), value: target.address || t('coffer.common.empty') },
          ]}
        />
        <Text data-testid="weak-policy">
          {t('coffer.weakFix.policy', { min: policy.minLength, strength })}
          {' · '}
          {t(policy.minStrength === 'high' ? 'coffer.weakFix.policyHigh' : 'coffer.weakFix.policyMiddle')}
        </Text>
        {errors[''] && (
          <MessageBar intent="error" data-testid="weak-fix-refused">
            <MessageBarBody>{errors['']}</MessageBarBody>
          </MessageBar>
        )}
        <PasswordGenerator policy={policy} onGenerate={(password) => setValues({ password, confirm: password })} />
        <div className={styles.row}>
          {field('password', t('coffer.weakFix.password'))}
          {field('confirm', t('coffer.weakFix.confirm'))}
        </div>
        <div>
          <Button appearance="primary" type="submit" disabled={fix.isPending} data-testid="weak-submit">
            {t('coffer.weakFix.submit')}
          </Button>
        </div>
      </form>
      {isStored && canCheck && <AccountCheck accountId={target.accountId} />}
    </div>
  );
}
