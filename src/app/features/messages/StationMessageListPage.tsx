import { Button, MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationMessage } from '../../../shared/api/messages';
import { confirm } from '../../components/confirm';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useHubState, useWorkerInterval } from '../../hub';
import { MessageDetailDialog } from './components/MessageDetailDialog';
import { DEFAULT_PAGE_SIZE, MessagePager } from './components/MessagePager';
import { MessageTable } from './components/MessageTable';
import { messageKeys, useMarkAllMessagesRead, useMarkMessageRead, useMessagePage } from './queries';

/** While the socket is not open nothing tells us about new messages: look again this often. */
const FALLBACK_POLL_MS = 30_000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

/** /station-message-list (spec §2, §3): every message of the user, paged, with mark-read and mark-all-read. */
export function StationMessageListPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [shown, setShown] = useState<StationMessage>();
  const page = useMessagePage(paging);
  const markRead = useMarkMessageRead();
  const markAll = useMarkAllMessagesRead();
  const hub = useHubState();
  const unread = hub?.unread;

  // The hub pushes the unread count: a change means new or newly read messages, so the page is stale.
  useEffect(() => {
    if (unread !== undefined) void queryClient.invalidateQueries({ queryKey: messageKeys.all() });
  }, [unread, queryClient]);
  useWorkerInterval(
    () => void queryClient.invalidateQueries({ queryKey: messageKeys.all() }),
    FALLBACK_POLL_MS,
    hub?.connection !== 'open',
  );

  const handleOpen = (message: StationMessage) => {
    if (message.status !== 2) markRead.mutate(message.recordId);
    setShown(message);
  };
  const handleMarkAll = async () => {
    if (await confirm({ message: t('messages.markAllConfirm') })) markAll.mutate();
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Title3 as="h1">{t('messages.title')}</Title3>
        <Button appearance="primary" onClick={handleMarkAll} disabled={markAll.isPending}>
          {t('messages.markAllRead')}
        </Button>
      </div>
      {page.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('messages.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {page.isPending ? (
        <LoadingSpinner />
      ) : (
        <MessageTable
          rows={page.data?.rows ?? []}
          onOpen={handleOpen}
          onMarkRead={(message) => markRead.mutate(message.recordId)}
        />
      )}
      <MessagePager
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={page.data?.total ?? 0}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
      <MessageDetailDialog message={shown} onClose={() => setShown(undefined)} />
    </div>
  );
}
