import { MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HealthCards } from './components/HealthCards';
import { PersonalCards } from './components/PersonalCards';
import { ensureHomeTexts } from './i18n';
import { useHomeOverview } from './queries';

ensureHomeTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** /home (首页) [system:home:query]: what the user needs first; system health for those who may read it. */
export function HomePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const home = useHomeOverview();
  if (home.isPending) return <Spinner label={t('home.title')} />;
  if (home.isError || !home.data)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('home.loadFailed')}
          {home.error?.message ? `: ${home.error.message}` : ''}
        </MessageBarBody>
      </MessageBar>
    );
  const { health } = home.data;
  return (
    <section className={styles.root} aria-labelledby="home-title">
      <Text as="h1" id="home-title" size={500} weight="semibold">
        {t('home.title')}
      </Text>
      <div className={styles.grid}>
        <PersonalCards home={home.data} />
      </div>
      {health && (
        <>
          <Text as="h2" size={500} weight="semibold">
            {t('home.health.title')}
          </Text>
          <div className={styles.grid} data-testid="home-health">
            <HealthCards health={health} />
          </div>
        </>
      )}
    </section>
  );
}
