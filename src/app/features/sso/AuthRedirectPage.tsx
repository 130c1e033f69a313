import { Caption1, MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SsoCallbackReply } from '../../../shared/api/sso';
import { isApiError } from '../../data/errors';
import { SSO_BIND_PATH } from '../../navigation/paths';
import { SecondFactorPanel, type SecondFactorStep } from '../login';
import { finishSignIn } from './api';
import { BackLinks } from './components/BackLinks';
import { SsoFrame } from './components/SsoFrame';
import { useSignedIn } from './useSignedIn';
import './i18n';

/**
 * A state is single use: React may run an effect twice (development, a re-mount), so the answer of each
 * state is asked for once and shared.
 */
const answers = new Map<string, Promise<SsoCallbackReply>>();
function answerOnce(code: string, state: string, iss: string | undefined): Promise<SsoCallbackReply> {
  let answer = answers.get(state);
  if (!answer) {
    answer = finishSignIn({ code, state, iss });
    answers.set(state, answer);
  }
  return answer;
}

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'second'; step: SecondFactorStep };

/** /auth-redirect?code&state: the provider's way back. Signs in, asks the second factor, or goes to /bind. */
export function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  const iss = search.get('iss') ?? undefined;
  const providerError = search.get('error_description') || search.get('error');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per provider answer; signedIn and navigate change identity on every render.
  useEffect(() => {
    if (providerError) {
      setOutcome({ kind: 'failed', message: t('sso.providerError', { error: providerError }) });
      return;
    }
    if (!code || !state) {
      setOutcome({ kind: 'failed', message: t('sso.missingAnswer') });
      return;
    }
    let isCurrent = true;
    answerOnce(code, state, iss).then(
      (reply) => {
        if (!isCurrent) return;
        if (reply.bindTicket) {
          navigate(`${SSO_BIND_PATH}?ticket=${encodeURIComponent(reply.bindTicket)}`, { replace: true });
        } else if (reply.secondFactor && reply.ticket) {
          setOutcome({
            kind: 'second',
            step: { factor: reply.secondFactor, ticket: reply.ticket, maskedPhone: reply.maskedPhone },
          });
        } else {
          signedIn(reply.token);
        }
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setOutcome({ kind: 'failed', message: isApiError(error) ? error.msg : String(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [code, state, iss, providerError]);

  return (
    <SsoFrame title={t('sso.title')}>
      {outcome.kind === 'working' ? <Spinner label={t('sso.finishing')} /> : null}
      {outcome.kind === 'failed' ? (
        <>
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{t('sso.failedTitle')}</MessageBarTitle>
              {outcome.message}
            </MessageBarBody>
          </MessageBar>
          <BackLinks retry />
        </>
      ) : null}
      {outcome.kind === 'second' ? (
        <Suspense fallback={<Caption1>{t('app.loading')}</Caption1>}>
          <SecondFactorPanel step={outcome.step} onSignedIn={signedIn} onCancel={() => navigate('/login')} />
        </Suspense>
      ) : null}
    </SsoFrame>
  );
}
