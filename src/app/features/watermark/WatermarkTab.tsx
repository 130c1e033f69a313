import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import { type WatermarkConfig, WatermarkConfigSchema } from '../../../shared/api/watermark';
import { checkWith, type FormErrors, serverErrors } from '../../data/formErrors';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { ensureWatermarkTexts } from './i18n';
import { useSaveWatermark, useWatermarkSettings } from './queries';
import { WatermarkFields } from './WatermarkFields';
import { WatermarkPreview } from './WatermarkPreview';

const useSectionStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** 水印设置 / Watermark: the §3 watermark config with a live preview; saving needs system:setting:edit. */
export function WatermarkTab() {
  ensureWatermarkTexts();
  const settings = useWatermarkSettings();
  if (settings.isPending) return <Spinner />;
  if (settings.isError || !settings.data)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{settings.error?.message}</MessageBarBody>
      </MessageBar>
    );
  return <WatermarkForm key={JSON.stringify(settings.data)} stored={settings.data} />;
}

function WatermarkForm({ stored }: { stored: WatermarkConfig }) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  const isReadOnly = !useHasPermission([Permission.settingEdit]);
  const save = useSaveWatermark();
  const [form, setForm] = useState<WatermarkConfig>(stored);
  const [errors, setErrors] = useState<FormErrors>({});

  const handleSave = async () => {
    const checked = checkWith(WatermarkConfigSchema, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.value);
      notify.success(t('watermark.saved'));
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const fieldNames = Object.keys(stored);
  const bannerMessage = Object.entries(errors).find(([field]) => !fieldNames.includes(field))?.[1] ?? null;
  return (
    <section className={styles.section} aria-label={t('watermark.tab')}>
      {isReadOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{t('watermark.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      {bannerMessage && (
        <MessageBar intent="error">
          <MessageBarBody>{bannerMessage}</MessageBarBody>
        </MessageBar>
      )}
      <WatermarkFields
        values={form}
        disabled={isReadOnly}
        onChange={(next) => setForm({ ...form, ...next })}
        errorOf={(field) => errors[field]}
      />
      <WatermarkPreview config={form} />
      <div className={styles.row}>
        <Button appearance="primary" disabled={isReadOnly || save.isPending} onClick={() => void handleSave()}>
          {save.isPending ? t('watermark.saving') : t('watermark.save')}
        </Button>
      </div>
    </section>
  );
}
