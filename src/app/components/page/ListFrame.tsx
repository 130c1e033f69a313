import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getConnectivity, isOffline, subscribeConnectivity } from '../../pwa/connectivity';
import { formatDateTime } from '../formatDateTime';
import { LoadingSpinner } from '../LoadingSpinner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface ListFrameProps {
  title: string;
  search?: ReactNode;
  /** Buttons on the left of the bar; the toolbar goes on the right. */
  actions?: ReactNode;
  toolbar?: ReactNode;
  isPending: boolean;
  isError: boolean;
  /**
   * When the rows shown were fetched (TanStack Query's dataUpdatedAt; 0 without rows). Offline, it tells
   * a stored copy (shown with its date) from a list never loaded (which says it is not available offline
   * instead of showing an empty table).
   */
  dataUpdatedAt?: number;
  children: ReactNode;
  pager?: ReactNode;
}

type Shown = 'rows' | 'pending' | 'offline-copy' | 'offline-unavailable';

function decideShown(isPending: boolean, isError: boolean, dataUpdatedAt: number | undefined, offline: boolean): Shown {
  const hasRows = dataUpdatedAt !== undefined && dataUpdatedAt > 0;
  if (offline && hasRows) return 'offline-copy';
  // Offline a never-loaded list waits (a paused retry) or has failed: either way there is nothing to show.
  if (offline && (isPending || isError) && !hasRows) return 'offline-unavailable';
  return isPending ? 'pending' : 'rows';
}

/** The frame of a list page: title, search form, action bar with the column toolbar, table, pager. */
export function ListFrame(props: ListFrameProps) {
  const { title, search, actions, toolbar, isPending, isError, dataUpdatedAt, children, pager } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  useSyncExternalStore(subscribeConnectivity, getConnectivity);
  const shown = decideShown(isPending, isError, dataUpdatedAt, isOffline());
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      {search}
      <div className={styles.bar}>
        {actions}
        {toolbar}
      </div>
      {shown === 'offline-copy' && (
        <MessageBar intent="info" data-testid="list-offline-copy">
          <MessageBarBody>{t('table.offlineCopy', { time: formatDateTime(dataUpdatedAt) })}</MessageBarBody>
        </MessageBar>
      )}
      {shown === 'offline-unavailable' && (
        <MessageBar intent="warning" data-testid="list-offline-unavailable">
          <MessageBarBody>{t('table.offlineUnavailable')}</MessageBarBody>
        </MessageBar>
      )}
      {isError && (shown === 'rows' || shown === 'pending') && (
        <MessageBar intent="error">
          <MessageBarBody>{t('table.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {shown === 'pending' && <LoadingSpinner />}
      {(shown === 'rows' || shown === 'offline-copy') && children}
      {shown !== 'offline-unavailable' && pager}
    </section>
  );
}
