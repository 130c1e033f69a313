import { useTranslation } from 'react-i18next';
import type { Asset } from '../../../shared/api';
import { confirm } from '../../components/confirm';
import { notify } from '../../notify';
import { deleteAssets } from './api';
import { useAssetsMutation } from './queries';

/** Deleting one asset or several after a confirm; failures are toasted by the data layer. */
export function useAssetDelete() {
  const { t } = useTranslation();
  const remove = useAssetsMutation(deleteAssets);
  const run = async (assetIds: number[], message: string): Promise<boolean> => {
    if (assetIds.length === 0 || !(await confirm({ message }))) return false;
    try {
      await remove.mutateAsync(assetIds);
    } catch (error) {
      console.warn('deleting assets failed', error);
      return false;
    }
    notify.success(t('assets.common.deleted'));
    return true;
  };
  return {
    deleteOne: (asset: Asset) => run([asset.assetId], t('assets.asset.confirmDelete', { name: asset.assetName })),
    deleteMany: (assetIds: number[]) => run(assetIds, t('assets.asset.confirmDeleteMany', { count: assetIds.length })),
  };
}
