import { Button, Caption1, Image, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchScanGuid, fetchScanStatus } from '../api';
import { addKeyTexts } from '../i18n';
import { scanConfirmUrl } from '../scanLink';

addKeyTexts();

/** Spec §4: key-login wait polls every 2 s; the QR's state is polled as often. */
const POLL_MS = 2_000;

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
  const guid = useQuery({
    queryKey: ['keys', 'scanGuid'],
    queryFn: ({ signal }) => fetchScanGuid(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const current = guid.data;
  const status = useQuery({
    queryKey: ['keys', 'scanStatus', current?.guid],
    queryFn: ({ signal }) => fetchScanStatus(current?.guid ?? '', current?.pollKey ?? '', signal),
    enabled: current !== undefined,
    gcTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.status;
      return state === undefined || state === 'waiting' || state === 'scanned' ? POLL_MS : false;
    },
  });
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
