import { Divider, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLoginWay } from '../../../../shared/api/auth';
import { call } from '../../../data/http';
import { PageSpinner } from '../../../router/PageSpinner';
import { addKeyTexts } from '../i18n';
import type { KeyPanelProps } from './ScanLoginPanel';

addKeyTexts();

// Each panel is its own chunk: /login loads none of QR drawing, WebAuthn or the USB-key driver up front.
const ScanLoginPanel = lazy(() => import('./ScanLoginPanel').then((m) => ({ default: m.ScanLoginPanel })));
const SecurityKeyLoginPanel = lazy(() =>
  import('./SecurityKeyLoginPanel').then((m) => ({ default: m.SecurityKeyLoginPanel })),
);

import { UsbKeyLoginPanel } from '../../usb-key';

type Way = 'none' | 'scan' | 'securityKey' | 'usbKey';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Below the password form: the key-based ways to sign in that this installation offers (getLoginWay). */
export function KeyLoginPanels({ onSignedIn }: KeyPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [way, setWay] = useState<Way>('none');
  const ways = useQuery({ queryKey: ['login', 'way'], queryFn: ({ signal }) => call(getLoginWay, { signal }) });
  if (!ways.data || (!ways.data.qr && !ways.data.usbKey)) return null;
  return (
    <div className={styles.root}>
      <Divider>{t('keys.otherWays')}</Divider>
      <TabList
        selectedValue={way}
        onTabSelect={(_, data) => setWay(data.value as Way)}
        size="small"
        aria-label={t('keys.otherWays')}
      >
        {ways.data.qr ? <Tab value="scan">{t('keys.scanTab')}</Tab> : null}
        {ways.data.usbKey ? <Tab value="securityKey">{t('keys.securityKeyTab')}</Tab> : null}
        {ways.data.usbKey ? <Tab value="usbKey">{t('keys.usbKeyTab')}</Tab> : null}
      </TabList>
      <Suspense fallback={<PageSpinner />}>
        {way === 'scan' ? <ScanLoginPanel onSignedIn={onSignedIn} /> : null}
        {way === 'securityKey' ? <SecurityKeyLoginPanel onSignedIn={onSignedIn} /> : null}
        {way === 'usbKey' ? <UsbKeyLoginPanel onSignedIn={onSignedIn} /> : null}
      </Suspense>
    </div>
  );
}
