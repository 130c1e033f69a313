import { Badge, Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PlugConnectedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { enumColour, enumLabel, LIST_CLASS_COLOURS } from '../../../components/page';
import { isApiError } from '../../../data/errors';
import { useCofferMutation } from '../queries';
import { runAccountCheck } from '../vaultApi';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  result: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * 校验 after a new password is stored: the accounts module's check logs in to the host with it and records the §4
 * result (正确 when the host already uses it), shown with the check's reason in the caller's language.
 */
export function AccountCheck({ accountId }: { accountId: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  // The check records its result on the account: the vault's lists read it again.
  const check = useCofferMutation(runAccountCheck);
  const result = check.data;
  return (
    <div className={styles.root}>
      <Button
        icon={<PlugConnectedRegular />}
        disabled={check.isPending}
        onClick={() => check.mutate(accountId)}
        data-testid="weak-check"
      >
        {t('coffer.weakFix.check')}
      </Button>
      <Text size={200}>{t('coffer.weakFix.checkHint')}</Text>
      {result && (
        <div className={styles.result} role="status" data-testid="weak-check-result" data-check={result.checkResult}>
          <Text weight="semibold">{t('coffer.weakFix.checkResult')}</Text>
          <Badge appearance="tint" color={LIST_CLASS_COLOURS[enumColour('password_check', result.checkResult)]}>
            {enumLabel('password_check', result.checkResult, i18n.language)}
          </Badge>
          {result.checkMessage && <Text>{result.checkMessage}</Text>}
        </div>
      )}
      {check.isError && (
        <MessageBar intent="error" data-testid="weak-check-failed">
          <MessageBarBody>{isApiError(check.error) ? check.error.msg : String(check.error)}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
