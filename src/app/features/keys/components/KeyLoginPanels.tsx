import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginWay } from '../../../../shared/api/signInPage';
import { PageSpinner } from '../../../components/PageSpinner';
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
  heading: {
    color: tokens.colorNeutralForeground3,
    width: '100%',
    textAlign: 'center',
    marginBottom: tokens.spacingVerticalS,
    padding: 0,
  },
  ways: {
    display: 'flex',
    justifyContent: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
});

// Plain toggle buttons rather than Fluent tabs: the sign-in page's first load stays small (the Button
// chunk is there already; TabList would bring its keyboard-navigation library).

/**
 * Below the password form: the key-based ways to sign in that this installation offers (getLoginWay,
 * read by the sign-in page, which mounts this only when one of them is on).
 */
export function KeyLoginPanels({ onSignedIn, ways }: KeyPanelProps & { ways: LoginWay }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [way, setWay] = useState<Way>('none');
  const options: [Way, string][] = [
    ...(ways.qr ? ([['scan', 'keys.scanTab']] as [Way, string][]) : []),
    ...(ways.usbKey
      ? ([
          ['securityKey', 'keys.securityKeyTab'],
          ['usbKey', 'keys.usbKeyTab'],
        ] as [Way, string][])
      : []),
  ];
  return (
    <div className={styles.root}>
      <fieldset className={styles.ways}>
        <legend className={styles.heading}>
          <Caption1>{t('keys.otherWays')}</Caption1>
        </legend>
        {options.map(([value, label]) => (
          <Button
            key={value}
            size="small"
            appearance={way === value ? 'primary' : 'subtle'}
            aria-pressed={way === value}
            onClick={() => setWay(value)}
          >
            {t(label)}
          </Button>
        ))}
      </fieldset>
      <Suspense fallback={<PageSpinner />}>
        {way === 'scan' ? <ScanLoginPanel onSignedIn={onSignedIn} /> : null}
        {way === 'securityKey' ? <SecurityKeyLoginPanel onSignedIn={onSignedIn} /> : null}
        {way === 'usbKey' ? <UsbKeyLoginPanel onSignedIn={onSignedIn} /> : null}
      </Suspense>
    </div>
  );
}
