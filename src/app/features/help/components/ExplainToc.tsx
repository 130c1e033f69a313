import { Link, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExplainEntry } from '../explain/explainEntries';
import { explainSectionId } from './ExplainModule';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
});

/**
 * Moves to a module's section and gives its heading the focus, so that keyboard and screen-reader users land where
 * sighted users look. The fragment is handled here rather than by the browser: a fragment navigation would run the
 * router's guard again for nothing.
 */
function handleJump(event: MouseEvent, sectionId: string) {
  const section = document.getElementById(sectionId);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ block: 'start' });
  document.getElementById(`${sectionId}-heading`)?.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${sectionId}`);
}

/** The table of contents of /explain: the modules the filter leaves, in page order. */
export function ExplainToc({ entries }: { entries: readonly ExplainEntry[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <nav className={styles.root} aria-labelledby="explain-toc">
      <Subtitle2 as="h2" id="explain-toc">
        {t('help.explain.toc')}
      </Subtitle2>
      <ol className={styles.list}>
        {entries.map((entry) => {
          const sectionId = explainSectionId(entry.id);
          return (
            <li key={entry.id}>
              <Link href={`#${sectionId}`} onClick={(event) => handleJump(event, sectionId)}>
                {entry.title}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
