import {
  Badge,
  Button,
  Link,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubBadges } from '../../../hub';
import { LatestUnreadList } from './LatestUnreadList';

/** Spec §2 and §9: a 700 px hover popover with at most 3 messages. */
const POPOVER_WIDTH_PX = 700;
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
});

/** The navbar's bell: the unread count and badge text ('' for none, the number, '99+') come from the hub. */
export function MessageBell() {
  const { unread: unreadCount, unreadBadge: badge } = useHubBadges();
  const styles = useStyles();
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const openList = () => window.open(MESSAGE_LIST_PATH, '_blank');
  return (
    <span className={styles.root}>
      <Popover
        openOnHover
        mouseLeaveDelay={300}
        positioning="below-end"
        withArrow
        open={isOpen}
        onOpenChange={(_event, data) => setIsOpen(data.open)}
      >
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
          <LatestUnreadList unreadCount={unreadCount} isOpen={isOpen} />
        </PopoverSurface>
      </Popover>
      {badge && (
        <Badge className={styles.badge} size="small" color="danger" data-testid="unread-badge">
          {badge}
        </Badge>
      )}
    </span>
  );
}
