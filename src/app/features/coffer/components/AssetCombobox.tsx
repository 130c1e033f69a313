import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetOptions } from '../queries';

/** An asset chosen: its id, name and address. */
export interface AssetChoice {
  assetId: number;
  assetName: string;
  address: string;
}

const labelOf = (asset: AssetChoice) => `${asset.assetName} (${asset.address})`;

/**
 * One asset whose accounts the caller manages (the assets list, by name or address, as the safe form's asset
 * picker reads it); the server refuses the others.
 */
export function AssetCombobox({
  value,
  onChange,
  error,
}: {
  value: AssetChoice | null;
  onChange: (next: AssetChoice) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | null>(null);
  const keyword = (query ?? '').trim();
  const assets = useAssetOptions({
    pageNum: 1,
    pageSize: 50,
    sortBy: 'assetName',
    sortOrder: 'asc',
    ...(keyword ? { keyword } : {}),
  });
  const options: AssetChoice[] = (assets.data?.rows ?? [])
    .filter((asset) => asset.canManageAccounts)
    .map((asset) => ({ assetId: asset.assetId, assetName: asset.assetName, address: asset.address }));
  return (
    <Field
      label={t('coffer.adopt.asset')}
      hint={t('coffer.adopt.assetHint')}
      required
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <Combobox
        value={query ?? (value ? labelOf(value) : '')}
        placeholder={t('coffer.adopt.assetPlaceholder')}
        selectedOptions={value ? [String(value.assetId)] : []}
        data-testid="adopt-asset"
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_, data) => !data.open && setQuery(null)}
        onOptionSelect={(_, data) => {
          const found = options.find((asset) => String(asset.assetId) === data.optionValue);
          if (found) onChange(found);
          setQuery(null);
        }}
      >
        {options.map((asset) => (
          <Option key={asset.assetId} value={String(asset.assetId)} text={labelOf(asset)}>
            {labelOf(asset)}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
