import { makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { RouteLink } from '../../../components/page/RouteLink';
import { DOWNLOAD_PATH, EXPLAIN_PATH } from '../../../navigation/paths';

const useStyles = makeStyles({
  page: { minHeight: '100vh', boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  main: {
    boxSizing: 'border-box',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
  },
});

/**
 * The frame of the public help pages (/explain, /download, spec §2): a header with the links between them, the way
 * into the console and the language switch, then the page titled `title` (the window's title too). Public routes have no layout, so the landmarks are here.
 */
export function HelpFrame({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <nav aria-label={t('help.nav.label')}>
          <ul className={styles.links}>
            <li>
              <RouteLink to={EXPLAIN_PATH}>{t('help.nav.explain')}</RouteLink>
            </li>
            <li>
              <RouteLink to={DOWNLOAD_PATH}>{t('help.nav.download')}</RouteLink>
            </li>
            <li>
              <RouteLink to="/">{t('help.nav.console')}</RouteLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
