import { Caption1, makeStyles, mergeClasses, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { usePublicCardStyles } from '../../components/usePublicCardStyles';
import { REGISTER_PATH, RETRIEVE_PASSWORD_PATH, SSO_LOGIN_PATH } from '../../navigation/paths';
import { KeyLoginPanels } from '../keys';
import { LoginForm } from './components/LoginForm';
import type { SignInMethod } from './components/MethodSwitch';
import { enterConsole } from './enterConsole';
import { MethodSwitch, OtpLoginPanel, SecondFactorPanel, SmsLoginPanel } from './methods/lazyPanels';
import type { SecondFactorStep } from './methods/SecondFactorPanel';
import { useCaptcha, useCompanyInfo, useLoginWay, useSignIn } from './queries';

const useStyles = makeStyles({
  cardWidth: { width: '400px' },
  title: { margin: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  company: { color: tokens.colorNeutralForeground3, margin: 0 },
  footer: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalL },
  // A plain link styled as Fluent's: the Fluent Link would add its weight to /login's first load.
  forgot: {
    alignSelf: 'flex-end',
    color: tokens.colorBrandForegroundLink,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
});

/**
 * /login: company information, the sign-in methods of getLoginWay (the password form with captcha; SMS
 * and one-time password panels load on demand), the second factor when asked, and the language switch.
 * No router: the page is its own entry (src/app/login-page), and a sign-in loads the console (enterConsole.ts).
 */
export function LoginPage() {
  const styles = useStyles();
  const frame = usePublicCardStyles();
  const { t } = useTranslation();
  const company = useCompanyInfo();
  const captcha = useCaptcha();
  const signIn = useSignIn();
  const way = useLoginWay();
  const [method, setMethod] = useState<SignInMethod>('password');
  const [secondStep, setSecondStep] = useState<SecondFactorStep | null>(null);
  const hasOtherMethods = Boolean(way.data?.sms || way.data?.otp);
  const loading = <Caption1>{t('app.loading')}</Caption1>;

  const edition = company.data?.edition ?? 'NORMAL';
  // Every method (password, SMS, one-time password, second factor, QR scan, key) hands over a token.
  const handleSignedIn = useCallback((token: string) => enterConsole(token, edition), [edition]);

  const handleSubmit = async (values: Parameters<typeof signIn.mutateAsync>[0]): Promise<boolean> => {
    try {
      const reply = await signIn.mutateAsync(values);
      if (reply.secondFactor && reply.ticket) {
        setSecondStep({ factor: reply.secondFactor, ticket: reply.ticket, maskedPhone: reply.maskedPhone });
      } else {
        handleSignedIn(reply.token);
      }
      return true;
    } catch (error) {
      // The data layer showed the spec §8 message; a used captcha must be replaced.
      console.warn('sign-in failed', error);
      void captcha.refetch();
      return false;
    }
  };

  const product = company.data?.productName || t('app.title');
  return (
    <main className={frame.page}>
      <section className={mergeClasses(frame.card, styles.cardWidth)}>
        <div className={styles.header}>
          <div className={styles.titles}>
            <Title2 as="h1" className={styles.title}>
              {product}
            </Title2>
            {company.data?.companyName && company.data.companyName !== product ? (
              <Subtitle2 as="p" className={styles.company}>
                {company.data.companyName}
              </Subtitle2>
            ) : null}
          </div>
          <LanguageSwitch />
        </div>
        {secondStep ? (
          <Suspense fallback={loading}>
            <SecondFactorPanel
              step={secondStep}
              onSignedIn={handleSignedIn}
              onCancel={() => {
                setSecondStep(null);
                void captcha.refetch();
              }}
            />
          </Suspense>
        ) : (
          <>
            {hasOtherMethods ? (
              <Suspense fallback={null}>
                <MethodSwitch way={way.data} value={method} onChange={setMethod} />
              </Suspense>
            ) : null}
            {method === 'password' ? (
              <LoginForm
                captcha={{
                  enabled: captcha.data?.captchaEnabled ?? false,
                  uuid: captcha.data?.uuid ?? '',
                  img: captcha.data?.img,
                  isLoading: captcha.isFetching,
                }}
                isSubmitting={signIn.isPending}
                onRefreshCaptcha={() => void captcha.refetch()}
                onSubmit={handleSubmit}
              />
            ) : (
              <Suspense fallback={loading}>
                {method === 'sms' ? (
                  <SmsLoginPanel onSignedIn={handleSignedIn} />
                ) : (
                  <OtpLoginPanel onSignedIn={handleSignedIn} />
                )}
              </Suspense>
            )}
            {way.data && (way.data.qr || way.data.usbKey) ? (
              <Suspense fallback={null}>
                <KeyLoginPanels ways={way.data} onSignedIn={handleSignedIn} />
              </Suspense>
            ) : null}
            <div className={styles.links}>
              {way.data?.sso ? (
                <a className={styles.forgot} href={SSO_LOGIN_PATH}>
                  {t('loginMethods.sso')}
                </a>
              ) : null}
              {way.data?.register ? (
                <a className={styles.forgot} href={REGISTER_PATH}>
                  {t('loginMethods.register')}
                </a>
              ) : null}
              <a className={styles.forgot} href={RETRIEVE_PASSWORD_PATH}>
                {t('loginMethods.forgotPassword')}
              </a>
            </div>
          </>
        )}
      </section>
      {company.data?.copyright ? <Caption1 className={styles.footer}>{company.data.copyright}</Caption1> : null}
    </main>
  );
}
