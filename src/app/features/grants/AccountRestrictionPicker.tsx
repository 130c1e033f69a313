import { Caption1, Checkbox, Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useAssetAccounts } from './queries';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  options: {
    maxHeight: '180px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Limits a grant to some accounts of its one asset (docs/authorisations.md); none ticked means every
 * account. With several assets chosen there is nothing to pick: the restriction needs exactly one.
 */
export function AccountRestrictionPicker({
  assetId,
  chosen,
  onChange,
  error,
}: {
  assetId: number | null;
  chosen: number[];
  onChange: (next: number[]) => void;
  error?: string | undefined;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const accounts = useAssetAccounts(assetId);
  const ticked = new Set(chosen);
  const toggle = (accountId: number, isChecked: boolean) =>
    onChange(isChecked ? [...chosen, accountId] : chosen.filter((id) => id !== accountId));
  const body = () => {
    if (assetId === null) return <Text>{t('grants.mine.allAccounts')}</Text>;
    if (!accounts.data) return <LoadingSpinner size="tiny" />;
    if (accounts.data.length === 0) return <Text>{t('grants.form.accountsNone')}</Text>;
    return (
      <div className={styles.options}>
        {accounts.data.map((account) => (
          <Checkbox
            key={account.accountId}
            checked={ticked.has(account.accountId)}
            label={account.accountName}
            onChange={(_, data) => toggle(account.accountId, data.checked === true)}
          />
        ))}
      </div>
    );
  };
  return (
    <fieldset className={styles.group}>
      <legend>
        <Label>{t('grants.form.accounts')}</Label>
      </legend>
      {body()}
      <Caption1>{assetId === null ? t('grants.form.accountsOneAsset') : t('grants.form.accountsHint')}</Caption1>
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
