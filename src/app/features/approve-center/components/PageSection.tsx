import { makeStyles, Subtitle2, tokens, useId } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** A titled part of the form page, named by its heading for assistive technology. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId('section-heading');
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}
