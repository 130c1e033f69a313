import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../notify';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  id: { fontFamily: tokens.fontFamilyMonospace },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The id the vendor binds a licence to, with a copy button (the text stays selectable without a clipboard). */
export function InstallationId({ id }: { id: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      notify.success(t('licence.copied'));
    } catch {
      notify.warning(t('licence.copyFailed'));
    }
  };
  return (
    <div className={styles.root}>
      <Text weight="semibold">{t('licence.installationId')}</Text>
      <div className={styles.row}>
        <Text className={styles.id} data-testid="installation-id">
          {id}
        </Text>
        <Button size="small" icon={<CopyRegular />} onClick={() => void handleCopy()}>
          {t('licence.copy')}
        </Button>
      </div>
      <Text size={200} className={styles.hint}>
        {t('licence.installationHint')}
      </Text>
    </div>
  );
}
