import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Asset } from '../../../shared/api';
import { SearchPicker } from '../../components/SearchPicker';
import { useGrantableAssets } from './queries';

export type ChosenAsset = Pick<Asset, 'assetId' | 'assetName' | 'address'>;

const assetKey = (asset: ChosenAsset) => String(asset.assetId);

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
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const assets = useGrantableAssets({
    pageNum: 1,
    pageSize: 50,
    sortBy: 'assetName',
    sortOrder: 'asc',
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  });
  return (
    <SearchPicker<ChosenAsset>
      label={t('grants.form.assets')}
      hint={t('grants.form.assetsHint')}
      searchLabel={t('grants.form.assetSearch')}
      keyword={keyword}
      onKeywordChange={setKeyword}
      options={(assets.data?.rows ?? []).filter((asset) => asset.canManage)}
      chosen={chosen}
      onChange={onChange}
      keyOf={assetKey}
      labelOf={(asset) => `${asset.assetName} (${asset.address})`}
      tagOf={(asset) => asset.assetName}
      chosenText={t('grants.form.chosen', { count: chosen.length })}
      removeLabel={(name) => t('grants.form.remove', { name })}
      error={error}
    />
  );
}
