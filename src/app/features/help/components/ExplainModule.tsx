import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../components/page/RouteLink';
import type { ExplainEntry } from '../explain/explainEntries';
import { HelpSection } from './HelpSection';

const useStyles = makeStyles({
  points: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: {
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
  },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

/** The section id of a module on /explain: the target of its table-of-contents link. */
export const explainSectionId = (moduleId: string) => `explain-${moduleId}`;

/** One module of /explain: what it does, then where it is and what it takes. */
export function ExplainModule({ entry }: { entry: ExplainEntry }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <HelpSection id={explainSectionId(entry.id)} title={entry.title}>
      <Text as="p">{entry.summary}</Text>
      <ul className={styles.points}>
        {entry.points.map((point) => (
          <li key={point}>
            <Text>{point}</Text>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('help.explain.where')}</dt>
        <dd className={styles.value}>{entry.where}</dd>
        <dt className={styles.term}>{t('help.explain.routes')}</dt>
        <dd className={styles.value}>
          {entry.routes.map((route) => (
            <RouteLink key={route} to={route}>
              <span className={styles.code}>{route}</span>
            </RouteLink>
          ))}
        </dd>
        <dt className={styles.term}>{t('help.explain.permissions')}</dt>
        <dd className={styles.value}>
          {entry.permissions.map((one) => (
            <span key={one.permission}>
              <code className={styles.code}>{one.permission}</code> {one.name}
            </span>
          ))}
        </dd>
      </dl>
    </HelpSection>
  );
}
