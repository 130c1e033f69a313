import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from '../../../../shared/rules/validation';
import { enumLabel } from '../../../components/page';
import { type AccountFilters, withoutStrength } from '../accountFilters';
import { type StrengthSegment, strengthSegments, strengthSummary } from '../strength';
import { useStrengthCounts } from '../vaultQueries';

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
  low: { backgroundColor: tokens.colorPaletteRedBackground3 },
  middle: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  high: { backgroundColor: tokens.colorPaletteGreenBackground3 },
});

/**
 * The strength distribution of the accounts matching the search, as one horizontal stacked bar (numbers people
 * compare are shown as charts). The bar is an image whose name is the summary in words, and the legend under it
 * says every count as text, so nothing is told by colour alone. Hidden while the counts load or when no account
 * of the filter has a strength.
 */
export function StrengthChart({ filters }: { filters: AccountFilters }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { counts } = useStrengthCounts(withoutStrength(filters));
  const segments = strengthSegments(counts ?? []);
  if (segments.length === 0) return null;
  const labelOf = (strength: PasswordStrength) => enumLabel('password_strength', strength, i18n.language);
  const summary = strengthSummary(segments, labelOf, t);
  return (
    <figure className={styles.root} data-testid="strength-chart">
      <figcaption>
        <Text weight="semibold">{t('coffer.chart.title')}</Text>
      </figcaption>
      <div className={styles.bar} role="img" aria-label={summary}>
        {segments.map((segment: StrengthSegment) => (
          <span
            key={segment.strength}
            className={styles[segment.strength]}
            style={{ width: `${segment.percent}%` }}
            data-strength={segment.strength}
            data-count={segment.count}
          />
        ))}
      </div>
      <ul className={styles.legend}>
        {segments.map((segment) => (
          <li key={segment.strength} className={styles.item}>
            <span className={mergeClasses(styles.swatch, styles[segment.strength])} aria-hidden />
            <Text size={200}>{t('coffer.chart.part', { label: labelOf(segment.strength), count: segment.count })}</Text>
          </li>
        ))}
      </ul>
    </figure>
  );
}
