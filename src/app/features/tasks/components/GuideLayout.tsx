import { makeStyles, mergeClasses, Subtitle2, Title3, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '960px',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  code: { fontFamily: tokens.fontFamilyMonospace },
  noWrap: { whiteSpace: 'nowrap' },
});

/** A documentation page of the simple navbar layout (/cron-document-list, /selector-document-list). */
export function GuidePage({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <article className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      {children}
    </article>
  );
}

/** One titled part of a guide. */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {children}
    </section>
  );
}

/** Syntax as it is typed; `noWrap` keeps an expression on one line. */
export function GuideCode({ children, noWrap = false }: { children: string; noWrap?: boolean }) {
  const styles = useStyles();
  return <code className={mergeClasses(styles.code, noWrap && styles.noWrap)}>{children}</code>;
}
