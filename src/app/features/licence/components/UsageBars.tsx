import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LicenceView } from '../../../../shared/api/licence';
import { LIMIT_KINDS } from '../../../../shared/rules/licenceRules';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) minmax(160px, 1fr) max-content',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
  },
});

/** What is in use against each limit, as bars people compare at a glance; each bar carries its numbers for readers. */
export function UsageBars({ view }: { view: LicenceView }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('licence.usage')}>
      {LIMIT_KINDS.map((kind) => {
        const used = view.usage[kind];
        const limit = view.limits[kind];
        const share = limit > 0 ? Math.min(used / limit, 1) : 1;
        const colour = share >= 1 ? 'error' : share >= 0.9 ? 'warning' : 'brand';
        const kindText = t(`licence.kinds.${kind}`);
        return (
          <li key={kind} className={styles.row} data-testid={`licence-usage-${kind}`}>
            <Text>{kindText}</Text>
            <ProgressBar
              value={share}
              color={colour}
              thickness="large"
              aria-label={t('licence.usageLabel', { kind: kindText, used, limit })}
            />
            <Text>{t('licence.usageOf', { used, limit })}</Text>
          </li>
        );
      })}
    </ul>
  );
}
