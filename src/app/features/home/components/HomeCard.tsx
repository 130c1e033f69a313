import { Card, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, minWidth: 0 },
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  empty: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    minWidth: 0,
  },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** A link to another console page, moving inside the app (no reload: live terminal tabs survive). */
export function PageLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Link>
  );
}

export interface HomeCardProps {
  title: string;
  testId: string;
  /** The page the card summarises. */
  to?: string;
  /** A line beside the title ("3 waiting"). */
  summary?: string;
  /** Shown, in words, when there is nothing to list. */
  empty?: string;
  /** h3 when the card sits under a section heading (the health cards). */
  level?: 'h2' | 'h3';
  children?: ReactNode;
}

/** One card of the home grid: a heading the card is named by, a link to its page, a list or words. */
export function HomeCard({ title, testId, to, summary, empty, level = 'h2', children }: HomeCardProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card className={styles.card} data-testid={testId} role="region" aria-labelledby={headingId}>
      <div className={styles.header}>
        <Text as={level} id={headingId} size={400} weight="semibold" className={styles.grow}>
          {title}
        </Text>
        {summary && <Text>{summary}</Text>}
        {to && (
          <PageLink to={to} label={`${t('home.viewAll')} ${title}`}>
            {t('home.viewAll')}
          </PageLink>
        )}
      </div>
      {empty !== undefined ? <Text className={styles.empty}>{empty}</Text> : children}
    </Card>
  );
}

/** A list inside a card; each row a main line, a muted detail and an optional action. */
export function HomeList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

export function HomeItem({ main, detail, action }: { main: ReactNode; detail?: ReactNode; action?: ReactNode }) {
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <span className={styles.main}>
        <Text>{main}</Text>
        {detail && (
          <Text size={200} className={styles.meta}>
            {detail}
          </Text>
        )}
      </span>
      {action}
    </li>
  );
}
