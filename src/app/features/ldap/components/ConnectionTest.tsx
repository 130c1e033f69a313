import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LdapSettingsEdit, LdapTestBodySchema } from '../../../../shared/api/ldap';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { isApiError } from '../../../data/errors';
import { tMsg } from '../../../i18n';
import { testConnection, toEditBody } from '../api';
import { useLdapStyles } from './styles';

type Outcome = { intent: 'success' | 'error'; text: string };

/** Binds with what is on screen (nothing saved) and says plainly what worked or what did not. */
export function ConnectionTest({
  form,
  isReadOnly,
  onFieldError,
}: {
  form: LdapSettingsEdit;
  isReadOnly: boolean;
  onFieldError: (path: string, text: string) => void;
}) {
  const styles = useLdapStyles();
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isTesting, setTesting] = useState(false);

  const handleTest = async () => {
    const body = toEditBody(form);
    const parsed = LdapTestBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue) onFieldError(issue.path.map(String).join('.'), issue.message);
      setOutcome({ intent: 'error', text: tMsg(issue?.message ?? '') });
      return;
    }
    setTesting(true);
    setOutcome(null);
    try {
      const { userCount } = await testConnection(body);
      setOutcome({ intent: 'success', text: t('ldap.testOk', { count: userCount }) });
    } catch (error) {
      setOutcome({ intent: 'error', text: isApiError(error) ? error.msg : String(error) });
      if (isApiError(error) && error.field) onFieldError(error.field, error.msg);
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <Button disabled={isReadOnly || isTesting} onClick={() => void handleTest()}>
          {isTesting ? t('ldap.testing') : t('ldap.test')}
        </Button>
        {isTesting ? <LoadingSpinner size="tiny" /> : null}
      </div>
      {outcome ? (
        <MessageBar intent={outcome.intent} role="status">
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
