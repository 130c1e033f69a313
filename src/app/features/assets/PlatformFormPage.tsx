import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EditPlatformBodySchema, PlatformBodySchema } from '../../../shared/api';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { type FormErrors, schemaErrors, serverErrors } from '../../data/formErrors';
import { notify } from '../../notify';
import { createPlatform, savePlatform } from './api';
import { PlatformForm, type PlatformFormValues } from './components/PlatformForm';
import { ensureAssetTexts } from './i18n';
import { idFromSearch, PLATFORM_LIST_PATH } from './paths';
import { EMPTY_PLATFORM_FORM, formFromPlatform, toPlatformBody } from './platformForm';
import { useAssetsMutation, usePlatform } from './queries';

ensureAssetTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

/** /platform-manage-form (spec §2): add an asset type, or edit one with ?platformId=. */
export function PlatformFormPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const platformId = idFromSearch(search, 'platformId');
  const platform = usePlatform(platformId);
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useAssetsMutation(createPlatform);
  const save = useAssetsMutation(savePlatform);

  const handleSubmit = async (values: PlatformFormValues) => {
    const body = toPlatformBody(values);
    const found =
      platformId === null
        ? schemaErrors(PlatformBodySchema, body, 'path')
        : schemaErrors(EditPlatformBodySchema, { ...body, platformId }, 'path');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (platformId === null) await add.mutateAsync(body);
      else await save.mutateAsync({ ...body, platformId });
      notify.success(t(platformId === null ? 'assets.common.added' : 'assets.common.saved'));
      navigate(PLATFORM_LIST_PATH);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const isEdit = platformId !== null;
  const title = isEdit ? t('assets.platform.editTitle') : t('assets.platform.addTitle');
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      {isEdit && platform.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('msg.platformNotFound')}</MessageBarBody>
        </MessageBar>
      ) : isEdit && !platform.data ? (
        <LoadingSpinner />
      ) : (
        <PlatformForm
          key={platform.data?.platformId ?? 'new'}
          initial={platform.data ? formFromPlatform(platform.data) : EMPTY_PLATFORM_FORM}
          isSaving={add.isPending || save.isPending}
          errors={errors}
          onSubmit={(values) => void handleSubmit(values)}
          onCancel={() => navigate(PLATFORM_LIST_PATH)}
        />
      )}
    </section>
  );
}
