import { makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { usePublicCardStyles } from '../../../components/usePublicCardStyles';

const useStyles = makeStyles({
  cardWidth: { width: '440px' },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The card of the public single sign-on pages: a title, the language switch, the content. */
export function SsoFrame({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const frame = usePublicCardStyles();
  return (
    <main className={frame.page}>
      <section className={mergeClasses(frame.card, styles.cardWidth)}>
        <div className={styles.header}>
          <Title2 as="h1" className={styles.title}>
            {title}
          </Title2>
          <LanguageSwitch />
        </div>
        <div className={styles.body}>{children}</div>
      </section>
    </main>
  );
}
