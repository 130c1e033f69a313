import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../notify';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  key: { fontFamily: tokens.fontFamilyMonospace },
});

/** The public line of a generated key, to copy into the host's authorized_keys. */
export function GeneratedKeyDialog({
  publicKey,
  fingerprint,
  onClose,
}: {
  publicKey: string;
  fingerprint: string;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard.writeText(publicKey);
    notify.success(t('accounts.copied'));
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('accounts.generatedTitle')}</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>{t('accounts.generateHint')}</Text>
            <Textarea
              className={styles.key}
              readOnly
              rows={6}
              value={publicKey}
              aria-label={t('accounts.generatedTitle')}
            />
            <Text size={200}>{fingerprint}</Text>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void copy()}>{t('accounts.copy')}</Button>
            <Button appearance="primary" onClick={onClose}>
              {t('accounts.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
