import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationMessage } from '../../../../shared/api/messages';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useLatestUnread, useMarkMessageRead } from '../queries';
import { MessageDetailDialog } from './MessageDetailDialog';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalXS,
    border: 'none',
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    backgroundColor: 'transparent',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  content: {
    gridColumn: '1 / span 2',
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
});

export interface LatestUnreadListProps {
  /** The hub's unread count: when it changes, the list is fetched again. */
  unreadCount: number;
  /** Fetch only while the popover is open. */
  isOpen: boolean;
}

/** The bell popover's list (spec §2): the 3 latest unread; a click marks read and opens the detail. */
export function LatestUnreadList({ unreadCount, isOpen }: LatestUnreadListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { data, isPending, isError } = useLatestUnread(unreadCount, isOpen);
  const markRead = useMarkMessageRead();
  const [shown, setShown] = useState<StationMessage>();
  const handleOpen = (message: StationMessage) => {
    markRead.mutate(message.recordId);
    setShown(message);
  };
  const messages = data ?? [];
  return (
    <>
      {isPending && isOpen && unreadCount > 0 ? (
        <LoadingSpinner size="tiny" />
      ) : isError ? (
        <Text className={styles.empty}>{t('messages.loadFailed')}</Text>
      ) : messages.length === 0 ? (
        <Text className={styles.empty}>{t('layout.navbar.noMessages')}</Text>
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => (
            <li key={message.recordId}>
              <button type="button" className={styles.item} onClick={() => handleOpen(message)}>
                <Text weight="semibold">{message.messageTitle}</Text>
                <Text size={200}>{formatDateTime(message.publishTime)}</Text>
                <Text size={200} className={styles.content}>
                  {message.messageContent}
                </Text>
              </button>
            </li>
          ))}
        </ul>
      )}
      <MessageDetailDialog message={shown} onClose={() => setShown(undefined)} />
    </>
  );
}
