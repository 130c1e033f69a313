import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  plan: {
    flex: 1,
    minHeight: 0,
    overflow: 'auto',
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

/** PostgreSQL's plan as it prints it: an indented tree of nodes with costs, kept in its own lines. */
export function QueryPlan({ text }: { text: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.plan} tabIndex={0} aria-label={t('terminal.sql.plan')} data-testid="sql-plan">
      {text}
    </section>
  );
}
