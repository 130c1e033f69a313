import { Link, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../components/page/RouteLink';
import { API_BASE } from '../../data/config';
import { HelpFrame } from './components/HelpFrame';
import { HelpSection } from './components/HelpSection';
import { USB_KEY_SERVICE } from './usbKeyService';
import './i18n';

/** The snippet generator: needs a sign-in and tool:gen:edit (router/staticRoutes.ts). */
const API_SNIPPETS_PATH = '/tool/gen-edit/index';
/** Served by the server's swagger plugin (src/server/plugins/docs.ts). */
const API_DOCS_PATH = `${API_BASE}/docs`;
const API_DOCS_JSON_PATH = `${API_BASE}/docs/json`;

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '880px' },
  title: { margin: 0 },
  sections: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '880px',
    marginTop: tokens.spacingVerticalXL,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXS },
  code: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/**
 * /download (public, spec §2): what an operator sets up on their own computer — the USB-key device service, the
 * installable console, the API document — and, plainly, that native SSH clients cannot connect yet.
 */
export function DownloadPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const text = (key: string) => t(`help.download.${key}`);
  const isSecure = typeof window !== 'undefined' && window.isSecureContext;

  return (
    <HelpFrame title={text('title')}>
      <div className={styles.intro}>
        <Title2 as="h1" className={styles.title}>
          {text('title')}
        </Title2>
        <Text as="p">{text('intro')}</Text>
      </div>
      <div className={styles.sections}>
        <HelpSection id="download-usb-key" title={text('usbKey.title')}>
          <Text as="p">{t('help.download.usbKey.what', { version: USB_KEY_SERVICE.driverVersion })}</Text>
          <Text as="p">
            {text('usbKey.originLabel')} <code className={styles.code}>{USB_KEY_SERVICE.origin}</code>
          </Text>
          <Text as="p">{text('usbKey.install')}</Text>
          <Text as="p">{text('usbKey.allowed')}</Text>
          <Text as="p" className={styles.muted}>
            {text('usbKey.notNeeded')}
          </Text>
        </HelpSection>
        <HelpSection id="download-install" title={text('install.title')}>
          <Text as="p">{text('install.what')}</Text>
          <ol className={styles.list}>
            <li>{text('install.step1')}</li>
            <li>{text('install.step2')}</li>
            <li>{text('install.step3')}</li>
          </ol>
          <Text as="p">{text('install.secure')}</Text>
          <Text as="p" weight="semibold">
            {text(isSecure ? 'install.secureNow' : 'install.insecureNow')}
          </Text>
          <Text as="p" className={styles.muted}>
            {text('install.update')}
          </Text>
        </HelpSection>
        <HelpSection id="download-api" title={text('api.title')}>
          <Text as="p">{text('api.what')}</Text>
          <div className={styles.links}>
            <Link href={API_DOCS_PATH} target="_blank" rel="noopener">
              {text('api.uiLink')}
            </Link>
            <Link href={API_DOCS_JSON_PATH} target="_blank" rel="noopener">
              {text('api.jsonLink')}
            </Link>
          </div>
          <Text as="p">{text('api.auth')}</Text>
          <Text as="p">{text('api.snippets')}</Text>
          <RouteLink to={API_SNIPPETS_PATH}>{text('api.snippetsLink')}</RouteLink>
        </HelpSection>
        <HelpSection id="download-ssh" title={text('ssh.title')}>
          <Text as="p">{text('ssh.text')}</Text>
        </HelpSection>
      </div>
    </HelpFrame>
  );
}
