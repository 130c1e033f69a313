import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AssetBodySchema, EditAssetBodySchema } from '../../../shared/api';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { type FormErrors, schemaErrors, serverErrors } from '../../data/formErrors';
import { notify } from '../../notify';
import { createAsset, saveAsset } from './api';
import { type AssetFormValues, EMPTY_ASSET_FORM, formFromAsset, toAssetBody } from './assetForm';
import { AssetForm } from './components/AssetForm';
import { ensureAssetTexts } from './i18n';
import { ASSET_LIST_PATH, assetDetailPath, idFromSearch } from './paths';
import { useAllPlatforms, useAsset, useAssetDepts, useAssetsMutation, useTagOptions } from './queries';

ensureAssetTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

/** /assets-manage-form-page (spec §2): add, or edit with ?assetId=. /assets-form shows the same page. */
export function AssetFormPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const assetId = idFromSearch(search, 'assetId');
  const asset = useAsset(assetId);
  const platforms = useAllPlatforms();
  const depts = useAssetDepts();
  const tags = useTagOptions();
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useAssetsMutation(createAsset);
  const save = useAssetsMutation(saveAsset);

  const handleSubmit = async (values: AssetFormValues) => {
    const body = toAssetBody(values);
    const found =
      assetId === null
        ? schemaErrors(AssetBodySchema, body, 'path')
        : schemaErrors(EditAssetBodySchema, { ...body, assetId }, 'path');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (assetId === null) {
        const created = await add.mutateAsync(body);
        notify.success(t('assets.common.added'));
        navigate(assetDetailPath(created.assetId));
      } else {
        await save.mutateAsync({ ...body, assetId });
        notify.success(t('assets.common.saved'));
        navigate(assetDetailPath(assetId));
      }
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const isEdit = assetId !== null;
  const title = isEdit ? t('assets.asset.editTitle') : t('assets.asset.addTitle');
  const isLoading = (isEdit && !asset.data) || !platforms.data || !depts.data || !tags.data;
  const platformRows = platforms.data?.rows ?? [];
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      {isEdit && asset.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('assets.asset.notFound')}</MessageBarBody>
        </MessageBar>
      ) : isLoading ? (
        <LoadingSpinner />
      ) : (
        <AssetForm
          key={asset.data?.assetId ?? 'new'}
          initial={
            asset.data
              ? formFromAsset(
                  asset.data,
                  platformRows.find((platform) => platform.platformId === asset.data?.platformId),
                )
              : EMPTY_ASSET_FORM
          }
          platforms={platformRows}
          depts={depts.data ?? []}
          tags={tags.data ?? []}
          isSaving={add.isPending || save.isPending}
          errors={errors}
          onSubmit={(values) => void handleSubmit(values)}
          onCancel={() => navigate(isEdit && assetId !== null ? assetDetailPath(assetId) : ASSET_LIST_PATH)}
        />
      )}
    </section>
  );
}
