import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { NotifyCloseCode } from '../../shared/protocol/notify';
import { getHubClient } from '../../workers/client';
import { ShellOfflineNotice } from '../pwa/ShellOfflineNotice';
import { useHubState, useHubStatus } from './useHub';

const useStyles = makeStyles({ root: { flexShrink: 0 } });

/**
 * Says when the browser data layer cannot do its job (STYLE.md "Workers": the UI says so instead of
 * hanging): the hub worker does not answer, the socket gave up after 10 tries, or the server refused
 * this page's origin; and, first, the offline notice (src/app/pwa). Nothing while all is well.
 */
export function DataLayerBanner() {
  return (
    <>
      {/* The one offline notice, in the shell's flow (it replaces the floating one). */}
      <ShellOfflineNotice />
      <HubBanner />
    </>
  );
}

function HubBanner() {
  const styles = useStyles();
  const { t } = useTranslation();
  const status = useHubStatus();
  const state = useHubState();
  if (status === 'down') {
    return (
      <MessageBar intent="warning" className={styles.root} data-testid="data-layer-down">
        <MessageBarBody>{t('hub.down')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (state?.connection === 'gave-up') {
    return (
      <MessageBar intent="warning" className={styles.root} data-testid="data-layer-gave-up">
        <MessageBarBody>{t('hub.gaveUp')}</MessageBarBody>
        <MessageBarActions>
          <Button
            size="small"
            onClick={() => {
              getHubClient()
                .reconnect()
                .catch((error: unknown) => console.warn('hub reconnect failed', error));
            }}
          >
            {t('hub.retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (state?.closeCode === NotifyCloseCode.originRefused) {
    return (
      <MessageBar intent="error" className={styles.root}>
        <MessageBarBody>{t('hub.originRefused')}</MessageBarBody>
      </MessageBar>
    );
  }
  return null;
}
