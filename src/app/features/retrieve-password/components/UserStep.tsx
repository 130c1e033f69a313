import { Button, Field, Input } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResetChannels } from '../../../../shared/api/signInMethods';
import { msgRef } from '../../../../shared/rules/validation';
import { tMsg } from '../../../i18n';
import { checkUser } from '../api';
import { useStepStyles } from './styles';

/** Step 1: the user name; the server answers the masked channels (the same shape for unknown names). */
export function UserStep({ onDone }: { onDone: (username: string, channels: ResetChannels['channels']) => void }) {
  const styles = useStepStyles();
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setError(name ? undefined : msgRef('usernameRequired'));
    if (!name) return;
    setBusy(true);
    try {
      onDone(name, (await checkUser(name)).channels);
    } catch (failure) {
      console.warn('checking the user failed', failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Field label={t('retrieve.username')} validationMessage={error ? tMsg(error) : undefined}>
        <Input
          value={username}
          onChange={(_, data) => setUsername(data.value)}
          placeholder={t('retrieve.usernamePlaceholder')}
          autoComplete="username"
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={isBusy}>
        {t('retrieve.next')}
      </Button>
    </form>
  );
}
