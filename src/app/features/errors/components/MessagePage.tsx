import { Button, makeStyles, Text, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    minHeight: '60vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
  },
  code: {
    fontSize: tokens.fontSizeHero1000,
    lineHeight: tokens.lineHeightHero1000,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  text: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

export interface MessagePageProps {
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}

/** The frame of every error and "not available" page: big code, title, explanation, a way home. */
export function MessagePage({ code, title, text, actions }: MessagePageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.root}>
      {code ? (
        <div className={styles.code} aria-hidden>
          {code}
        </div>
      ) : null}
      <Title1 as="h1">{title}</Title1>
      <Text className={styles.text}>{text}</Text>
      <div className={styles.actions}>
        {actions}
        <Button onClick={() => navigate(-1)}>{t('app.back')}</Button>
        <Button appearance="primary" onClick={() => navigate('/')}>
          {t('app.backHome')}
        </Button>
      </div>
    </section>
  );
}
