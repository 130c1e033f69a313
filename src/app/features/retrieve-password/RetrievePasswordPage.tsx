import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResetChannels } from '../../../shared/api/signInMethods';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { RouteLink } from '../../components/page/RouteLink';
import { usePublicCardStyles } from '../../components/usePublicCardStyles';
import { CodeStep } from './components/CodeStep';
import { PasswordStep } from './components/PasswordStep';
import { UserStep } from './components/UserStep';
import './i18n';

const useStyles = makeStyles({
  cardWidth: { width: '420px' },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
  step: { color: tokens.colorNeutralForeground3 },
});

type Step =
  | { kind: 'user' }
  | { kind: 'code'; username: string; channels: ResetChannels['channels'] }
  | { kind: 'password'; ticket: string }
  | { kind: 'done' };

const STEP_TITLES = {
  user: 'retrieve.stepUser',
  code: 'retrieve.stepCode',
  password: 'retrieve.stepPassword',
} as const;

/** /retrievePassword (spec §2, §7): user name → code by SMS or e-mail → new password. */
export function RetrievePasswordPage() {
  const styles = useStyles();
  const frame = usePublicCardStyles();
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'user' });

  return (
    <main className={frame.page}>
      <section className={mergeClasses(frame.card, styles.cardWidth)}>
        <div className={styles.header}>
          <div>
            <Title2 as="h1" className={styles.title}>
              {t('retrieve.title')}
            </Title2>
            {step.kind !== 'done' ? <p className={styles.step}>{t(STEP_TITLES[step.kind])}</p> : null}
          </div>
          <LanguageSwitch />
        </div>
        {step.kind === 'user' ? (
          <UserStep onDone={(username, channels) => setStep({ kind: 'code', username, channels })} />
        ) : null}
        {step.kind === 'code' ? (
          <CodeStep
            username={step.username}
            channels={step.channels}
            onDone={(ticket) => setStep({ kind: 'password', ticket })}
          />
        ) : null}
        {step.kind === 'password' ? (
          <PasswordStep ticket={step.ticket} onDone={() => setStep({ kind: 'done' })} />
        ) : null}
        {step.kind === 'done' ? (
          <MessageBar intent="success">
            <MessageBarBody>
              <MessageBarTitle>{t('retrieve.doneTitle')}</MessageBarTitle>
              {t('retrieve.doneText')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <RouteLink to="/login">{t('retrieve.backToLogin')}</RouteLink>
      </section>
    </main>
  );
}
