import { Button, Caption1, Image, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addKeyTexts } from '../i18n';
import { useScanGuid, useScanStatus } from '../queries';
import { scanConfirmUrl } from '../scanLink';

addKeyTexts();

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  qr: { width: '200px', height: '200px' },
  muted: { color: tokens.colorNeutralForeground3, wordBreak: 'break-all', textAlign: 'center' },
});

export interface KeyPanelProps {
  onSignedIn: (token: string) => void;
}

/** Spec §2 /login QR scan: a fresh single-use guid as a QR, its state polled until a token is handed over. */
export function ScanLoginPanel({ onSignedIn }: KeyPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const guid = useScanGuid();
  const current = guid.data;
  const status = useScanStatus(current);
  const [qrImage, setQrImage] = useState<string | null>(null);
  const link = current ? scanConfirmUrl(current.guid) : '';

  useEffect(() => {
    if (!link) return;
    let live = true;
    toDataURL(link, { margin: 1, width: 200 })
      .then((image) => live && setQrImage(image))
      .catch((error: unknown) => console.error('QR drawing failed', error));
    return () => {
      live = false;
    };
  }, [link]);

  const token = status.data?.token;
  useEffect(() => {
    if (token) onSignedIn(token);
  }, [token, onSignedIn]);

  const state = status.isError ? 'expired' : (status.data?.status ?? 'waiting');
  const isOver = state === 'expired' || state === 'refused';
  return (
    <div className={styles.panel} data-testid="scan-login">
      {qrImage && !isOver ? <Image className={styles.qr} src={qrImage} alt={t('keys.scan.qrAlt')} /> : null}
      {!qrImage && !isOver ? <Spinner size="large" /> : null}
      <Text role="status">
        {state === 'waiting' ? t('keys.scan.hint') : null}
        {state === 'scanned' ? t('keys.scan.scanned') : null}
        {state === 'refused' ? t('keys.scan.refused') : null}
        {state === 'expired' ? t('keys.scan.expired') : null}
      </Text>
      {isOver ? (
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void guid.refetch()}>
          {t('keys.scan.refresh')}
        </Button>
      ) : (
        <Caption1 className={styles.muted}>
          {t('keys.scan.openLink')}: <span data-testid="scan-link">{link}</span>
        </Caption1>
      )}
    </div>
  );
}
