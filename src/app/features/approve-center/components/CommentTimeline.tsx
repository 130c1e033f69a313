import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { requestCommentsQuery } from '../queries';
import { type TimelineTone, timelineEntry } from '../timelineEntry';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: '16px 1fr',
    columnGap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalM,
    position: 'relative',
  },
  dot: {
    width: '12px',
    height: '12px',
    marginTop: '4px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    boxSizing: 'border-box',
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  words: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const useToneStyles = makeStyles({
  brand: { backgroundColor: tokens.colorBrandBackground, border: 'none' },
  success: { backgroundColor: tokens.colorPaletteGreenBackground3, border: 'none' },
  danger: { backgroundColor: tokens.colorPaletteRedBackground3, border: 'none' },
  neutral: {},
});

/** The request's history, oldest first: who did what at which step, their words and when. */
export function CommentTimeline({ processInstanceId }: { processInstanceId: number }) {
  const styles = useStyles();
  const toneStyles = useToneStyles();
  const { t } = useTranslation();
  const comments = useQuery(requestCommentsQuery(processInstanceId));
  if (comments.isError) return <Text>{t('approveCenter.loadFailed')}</Text>;
  if (!comments.data) return <LoadingSpinner size="tiny" />;
  if (comments.data.length === 0) return <Text className={styles.muted}>{t('approveCenter.timeline.empty')}</Text>;
  const tone = (value: TimelineTone) => toneStyles[value];
  return (
    <ol className={styles.list}>
      {comments.data.map((comment) => {
        const entry = timelineEntry(comment, t);
        return (
          <li key={entry.id} className={styles.item}>
            <span className={mergeClasses(styles.dot, tone(entry.tone))} aria-hidden />
            <span className={styles.body}>
              <Text weight="semibold">
                {entry.who} · {entry.action}
              </Text>
              {entry.step && <Text className={styles.muted}>{entry.step}</Text>}
              {entry.words && <Text className={styles.words}>{entry.words}</Text>}
              <Text size={200} className={styles.muted}>
                {formatDateTime(entry.time)}
              </Text>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
