import {
  Button,
  CounterBadge,
  Link,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatBadge } from './formatBadge';
import type { UnreadMessage } from './useBadgeCounts';

/** Spec §2 and §9: a 700 px hover popover with at most 3 messages. */
const POPOVER_WIDTH_PX = 700;
const HOVER_LIST_SIZE = 3;
const MESSAGE_LIST_PATH = '/station-message-list';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', insetInlineEnd: '0', pointerEvents: 'none' },
  surface: {
    width: `${POPOVER_WIDTH_PX}px`,
    maxWidth: '90vw',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
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
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
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

export interface MessageBellProps {
  unreadCount: number;
  latest: UnreadMessage[];
}

export function MessageBell({ unreadCount, latest }: MessageBellProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const openList = () => window.open(MESSAGE_LIST_PATH, '_blank');
  const messages = latest.slice(0, HOVER_LIST_SIZE);
  return (
    <span className={styles.root}>
      <Popover openOnHover mouseLeaveDelay={300} positioning="below-end" withArrow>
        <PopoverTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<AlertRegular />}
            aria-label={t('layout.navbar.messages')}
            onClick={openList}
          />
        </PopoverTrigger>
        <PopoverSurface className={styles.surface}>
          <div className={styles.header}>
            <Text weight="semibold">{t('layout.navbar.unreadTitle', { count: unreadCount })}</Text>
            <Link href={MESSAGE_LIST_PATH} target="_blank">
              {t('layout.navbar.viewAll')}
            </Link>
          </div>
          {messages.length === 0 ? (
            <Text className={styles.empty}>{t('layout.navbar.noMessages')}</Text>
          ) : (
            <ul className={styles.list}>
              {messages.map((message) => (
                <li key={message.recordId} className={styles.item}>
                  <Text weight="semibold">{message.messageTitle}</Text>
                  <Text size={200}>{message.publishTime}</Text>
                  <Text size={200} className={styles.content}>
                    {message.messageContent}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </PopoverSurface>
      </Popover>
      {formatBadge(unreadCount) && (
        <CounterBadge className={styles.badge} size="small" count={unreadCount} overflowCount={99} />
      )}
    </span>
  );
}
