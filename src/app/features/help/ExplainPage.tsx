import { Field, makeStyles, SearchBox, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { ExplainModule } from './components/ExplainModule';
import { ExplainToc } from './components/ExplainToc';
import { HelpFrame } from './components/HelpFrame';
import { explainEntries, filterEntries } from './explain/explainEntries';
import './i18n';

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '880px' },
  title: { margin: 0 },
  search: { maxWidth: '480px' },
  muted: { color: tokens.colorNeutralForeground3 },
  body: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    marginTop: tokens.spacingVerticalXL,
    '@media (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  toc: { position: 'sticky', top: tokens.spacingVerticalL },
  modules: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** A link to /explain#explain-<module> opens at that module once the page has rendered. */
function useInitialFragment() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}

/**
 * /explain (public, spec §2): what each module of Gatehouse does, where it is in the console and the permissions it
 * takes, in the console's language, narrowed by a filter.
 */
export function ExplainPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = currentLanguage();
  const entries = useMemo(() => explainEntries(language), [language]);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterEntries(entries, query), [entries, query]);
  useInitialFragment();

  return (
    <HelpFrame title={t('help.explain.title')}>
      <div className={styles.intro}>
        <Title2 as="h1" className={styles.title}>
          {t('help.explain.title')}
        </Title2>
        <Text as="p">{t('help.explain.intro')}</Text>
        <Text as="p" className={styles.muted}>
          {t('help.explain.permissionsNote')}
        </Text>
        <Field label={t('help.explain.search')} className={styles.search}>
          <SearchBox
            value={query}
            placeholder={t('help.explain.searchPlaceholder')}
            onChange={(_, data) => setQuery(data.value)}
          />
        </Field>
        <Text className={styles.muted} aria-live="polite">
          {shown.length > 0
            ? t('help.explain.matchCount', { count: shown.length, total: entries.length })
            : t('help.explain.noMatch', { query: query.trim() })}
        </Text>
      </div>
      <div className={styles.body}>
        <div className={styles.toc}>
          <ExplainToc entries={shown} />
        </div>
        <div className={styles.modules}>
          {shown.map((entry) => (
            <ExplainModule key={entry.id} entry={entry} />
          ))}
        </div>
      </div>
    </HelpFrame>
  );
}
