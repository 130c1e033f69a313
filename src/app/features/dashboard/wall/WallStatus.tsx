import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useHubState } from '../../../hub';
import { formatAge } from '../../../pwa/formatAge';

const useStyles = makeStyles({
  live: { color: tokens.colorPaletteGreenForeground1 },
  stale: { color: tokens.colorPaletteMarigoldForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface WallStatusProps {
  /** When the figures on the wall were read (generatedAt), ms. */
  readAt: number | undefined;
  /** The last read failed (server restarting, network down). */
  isFailing: boolean;
  now: number;
}

/**
 * Whether the wall shows live figures: "实时" while the socket is open and the last read succeeded; otherwise the
 * age of the figures it still shows, so that nobody takes an hour-old wall for the present. The socket
 * reconnects by itself, and the page reads again once it is back.
 */
export function WallStatus({ readAt, isFailing, now }: WallStatusProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const isLive = useHubState()?.connection === 'open' && !isFailing;
  if (isLive) {
    return (
      <Text className={styles.live} role="status" data-testid="wall-status">
        {t('dashboard.wall.live')}
      </Text>
    );
  }
  const age = readAt === undefined ? undefined : formatAge(readAt, now, i18n.language, t('dashboard.wall.justNow'));
  return (
    <Text className={styles.stale} role="status" data-testid="wall-status">
      {age ? t('dashboard.wall.staleSince', { age }) : t('dashboard.wall.connecting')}
    </Text>
  );
}
