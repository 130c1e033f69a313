import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAssetAccounts } from '../vaultQueries';

/**
 * The stored account of the asset to log in with for a discovery, or automatic (null: the server takes one with a
 * credential, a privileged one first).
 */
export function LoginAccountDropdown({
  assetId,
  value,
  onChange,
}: {
  assetId: number | null;
  value: number | null;
  onChange: (accountId: number | null) => void;
}) {
  const { t } = useTranslation();
  const accounts = useAssetAccounts(assetId);
  const autoLabel = t('coffer.adopt.viaAuto');
  const options = accounts.data ?? [];
  const chosen = options.find((account) => account.accountId === value);
  return (
    <Field label={t('coffer.adopt.via')} hint={t('coffer.adopt.viaHint')}>
      <Dropdown
        value={chosen?.accountName ?? autoLabel}
        selectedOptions={[value === null ? '' : String(value)]}
        disabled={assetId === null}
        data-testid="adopt-via"
        onOptionSelect={(_, data) => onChange(data.optionValue ? Number(data.optionValue) : null)}
      >
        <Option value="">{autoLabel}</Option>
        {options.map((account) => (
          <Option key={account.accountId} value={String(account.accountId)}>
            {account.accountName}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
