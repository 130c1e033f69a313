import { Body1, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../navigation/paths';
import { useLoginWay } from '../login';
import { startSignIn } from './api';
import { SsoFrame } from './components/SsoFrame';
import './i18n';

/** /login2: single sign-on with the organisation's OpenID Connect provider (offered by getLoginWay). */
export function SsoLoginPage() {
  const { t } = useTranslation();
  const way = useLoginWay();
  const [isLeaving, setLeaving] = useState(false);
  const label = way.data?.ssoLabel || t('sso.defaultLabel');

  const handleStart = async () => {
    setLeaving(true);
    try {
      // The whole browser goes to the provider; it comes back to /auth-redirect.
      window.location.assign(await startSignIn());
    } catch (error) {
      // The server's message was shown (switched off, provider unreachable…).
      console.warn('single sign-on could not start', error);
      setLeaving(false);
    }
  };

  return (
    <SsoFrame title={t('sso.title')}>
      {way.isPending ? <Spinner /> : null}
      {way.data && !way.data.sso ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('sso.notOffered')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {way.data?.sso ? (
        <>
          <Body1>{t('sso.explain')}</Body1>
          <Button appearance="primary" size="large" disabled={isLeaving} onClick={() => void handleStart()}>
            {isLeaving ? t('sso.redirecting') : t('sso.signInWith', { label })}
          </Button>
        </>
      ) : null}
      <Link to={LOGIN_PATH}>{t('sso.backToPassword')}</Link>
    </SsoFrame>
  );
}
