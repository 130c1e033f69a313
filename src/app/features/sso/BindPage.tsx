import { Caption1, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResponseCode } from '../../../shared/codes';
import { isApiError } from '../../data/errors';
import { LoginForm, SecondFactorPanel, type SecondFactorStep, useCaptcha } from '../login';
import { bindIdentity } from './api';
import { BackLinks } from './components/BackLinks';
import { IdentityList } from './components/IdentityList';
import { SsoFrame } from './components/SsoFrame';
import { useBindTicket } from './queries';
import { useSignedIn } from './useSignedIn';
import './i18n';
import { LoadingSpinner } from '../../components/LoadingSpinner';

/** /bind?ticket=: links the external identity the provider vouched for to a Gatehouse account, then signs in. */
export function BindPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const identity = useBindTicket(ticket);
  const captcha = useCaptcha();
  const signedIn = useSignedIn();
  const [isSubmitting, setSubmitting] = useState(false);
  const [spent, setSpent] = useState<string | null>(null);
  const [second, setSecond] = useState<SecondFactorStep | null>(null);

  const handleSubmit = async (values: { username: string; password: string; code: string; uuid: string }) => {
    setSubmitting(true);
    try {
      const reply = await bindIdentity({ ...values, ticket });
      if (reply.secondFactor && reply.ticket) {
        setSecond({ factor: reply.secondFactor, ticket: reply.ticket, maskedPhone: reply.maskedPhone });
      } else {
        signedIn(reply.token);
      }
      return true;
    } catch (error) {
      // The server's message was shown (wrong password, locked…); a void ticket ends this page.
      if (isApiError(error) && error.code === ResponseCode.ssoBindTicketInvalid) setSpent(error.msg);
      void captcha.refetch();
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  const invalid = !ticket
    ? t('msg.ssoBindTicketInvalid')
    : (spent ?? (identity.isError ? identity.error.message : null));
  return (
    <SsoFrame title={t('sso.bindTitle')}>
      {invalid ? (
        <>
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{t('sso.bindInvalidTitle')}</MessageBarTitle>
              {invalid}
            </MessageBarBody>
          </MessageBar>
          <BackLinks retry />
        </>
      ) : !identity.data ? (
        <LoadingSpinner />
      ) : second ? (
        <Suspense fallback={<Caption1>{t('app.loading')}</Caption1>}>
          <SecondFactorPanel step={second} onSignedIn={signedIn} onCancel={() => setSecond(null)} />
        </Suspense>
      ) : (
        <>
          <Caption1>{t('sso.bindExplain')}</Caption1>
          <IdentityList identity={identity.data} />
          <LoginForm
            captcha={{
              enabled: captcha.data?.captchaEnabled ?? false,
              uuid: captcha.data?.uuid ?? '',
              img: captcha.data?.img,
              isLoading: captcha.isFetching,
            }}
            isSubmitting={isSubmitting}
            onRefreshCaptcha={() => void captcha.refetch()}
            onSubmit={handleSubmit}
            submitLabel={t('sso.bindSubmit')}
          />
          <BackLinks />
        </>
      )}
    </SsoFrame>
  );
}
