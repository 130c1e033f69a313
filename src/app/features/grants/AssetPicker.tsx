import { Badge, Button, Checkbox, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Asset } from '../../../shared/api';
import { useGrantableAssets } from './queries';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  options: {
    maxHeight: '220px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
  },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export type ChosenAsset = Pick<Asset, 'assetId' | 'assetName' | 'address'>;

/** Assets the caller manages (the server refuses the others): search by name or address and tick. */
export function AssetPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: ChosenAsset[];
  onChange: (next: ChosenAsset[]) => void;
  error?: string | undefined;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const assets = useGrantableAssets({
    pageNum: 1,
    pageSize: 50,
    sortBy: 'assetName',
    sortOrder: 'asc',
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  });
  const chosenIds = new Set(chosen.map((asset) => asset.assetId));
  const toggle = (asset: ChosenAsset, isChecked: boolean) =>
    onChange(isChecked ? [...chosen, asset] : chosen.filter((entry) => entry.assetId !== asset.assetId));
  return (
    <div className={styles.group}>
      <Field
        label={t('grants.form.assets')}
        hint={t('grants.form.assetsHint')}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          value={keyword}
          placeholder={t('grants.form.assetSearch')}
          aria-label={t('grants.form.assetSearch')}
          onChange={(_, data) => setKeyword(data.value)}
        />
      </Field>
      <div className={styles.options}>
        {(assets.data?.rows ?? [])
          .filter((asset) => asset.canManage)
          .map((asset) => (
            <Checkbox
              key={asset.assetId}
              checked={chosenIds.has(asset.assetId)}
              onChange={(_, data) => toggle(asset, data.checked === true)}
              label={`${asset.assetName} (${asset.address})`}
            />
          ))}
      </div>
      <div className={styles.chosen}>
        <Text>{t('grants.form.chosen', { count: chosen.length })}</Text>
        {chosen.map((asset) => (
          <Badge key={asset.assetId} appearance="tint">
            {asset.assetName}
            <Button
              size="small"
              appearance="transparent"
              icon={<DismissRegular />}
              aria-label={t('grants.form.remove', { name: asset.assetName })}
              onClick={() => toggle(asset, false)}
            />
          </Badge>
        ))}
      </div>
    </div>
  );
}
