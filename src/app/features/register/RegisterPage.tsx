import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { RouteLink } from '../../components/page/RouteLink';
import { usePublicCardStyles } from '../../components/usePublicCardStyles';
import { addMessageCatalogue } from '../../i18n/messageCatalogue';
import { useLoginWay } from './queries';
import { RegisterForm } from './RegisterForm';
import './i18n';
import { LoadingSpinner } from '../../components/LoadingSpinner';

// The server's messages (field refusals, registerDisabled…) in both languages, as on the other lazy pages.
addMessageCatalogue();

const useStyles = makeStyles({
  cardWidth: { width: '440px' },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
  intro: { color: tokens.colorNeutralForeground3 },
});

/**
 * /register (spec §2): a request for an account, open only when an administrator switched
 * self-registration on; an administrator approves or refuses it in the user list.
 */
export function RegisterPage() {
  const styles = useStyles();
  const frame = usePublicCardStyles();
  const { t } = useTranslation();
  const [isDone, setDone] = useState(false);
  const way = useLoginWay();

  return (
    <main className={frame.page}>
      <section className={mergeClasses(frame.card, styles.cardWidth)}>
        <div className={styles.header}>
          <Title2 as="h1" className={styles.title}>
            {t('register.title')}
          </Title2>
          <LanguageSwitch />
        </div>
        {way.isPending ? <LoadingSpinner size="small" /> : null}
        {way.data && !way.data.register ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('register.closed')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {way.data?.register && !isDone ? (
          <>
            <Text className={styles.intro}>{t('register.intro')}</Text>
            <RegisterForm onDone={() => setDone(true)} />
          </>
        ) : null}
        {isDone ? (
          <MessageBar intent="success">
            <MessageBarBody>
              <MessageBarTitle>{t('register.doneTitle')}</MessageBarTitle>
              {t('register.doneText')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <RouteLink to="/login">{t('register.backToLogin')}</RouteLink>
      </section>
    </main>
  );
}
