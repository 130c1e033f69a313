import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '640px', margin: 0 },
  bar: {
    display: 'flex',
    height: '12px',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground5,
  },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', margin: 0, padding: 0 },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyleType: 'none' },
  swatch: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusSmall },
});

/** The fill of each tone, shared with the trend chart so that a result has one colour everywhere. */
export const useToneStyles = makeStyles({
  good: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  bad: { backgroundColor: tokens.colorPaletteRedBackground3 },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  neutral: { backgroundColor: tokens.colorNeutralForeground3 },
  waiting: { backgroundColor: tokens.colorBrandBackground2 },
});

export type PartTone = 'good' | 'bad' | 'warning' | 'neutral' | 'waiting';

export interface ResultPart {
  key: string;
  label: string;
  count: number;
  tone: PartTone;
}

/**
 * Counts as one horizontal stacked bar (@fluentui/react-charts is not a dependency). The bar is an image whose name
 * is the summary in words, and the legend says every count as text, so nothing is told by colour alone.
 */
export function ResultBar({ title, parts }: { title: string; parts: readonly ResultPart[] }) {
  const styles = useStyles();
  const tones = useToneStyles();
  const { t } = useTranslation();
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  if (total === 0) return null;
  const partText = (part: ResultPart) => t('tasks.runDetail.chartPart', { label: part.label, count: part.count });
  const summary = t('tasks.runDetail.chartSummary', { total, parts: parts.map(partText).join(', ') });
  return (
    <figure className={styles.root} data-testid="run-result-chart">
      <figcaption>
        <Text weight="semibold">{title}</Text>
      </figcaption>
      <div className={styles.bar} role="img" aria-label={summary}>
        {parts.map((part) => (
          <span key={part.key} className={tones[part.tone]} style={{ width: `${(part.count / total) * 100}%` }} />
        ))}
      </div>
      <ul className={styles.legend}>
        {parts.map((part) => (
          <li key={part.key} className={styles.item}>
            <span className={mergeClasses(styles.swatch, tones[part.tone])} aria-hidden />
            <Text size={200}>{partText(part)}</Text>
          </li>
        ))}
      </ul>
    </figure>
  );
}
