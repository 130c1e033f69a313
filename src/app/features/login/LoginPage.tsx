import { Caption1, makeStyles, mergeClasses, Subtitle2, Title2, tokens } from '@fluentui/react-components';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePublicCardStyles } from '../../components/usePublicCardStyles';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { safeRedirectTarget } from '../../router/paths';
import { setToken } from '../../session/cookies';
import { KeyLoginPanels } from '../keys';
import { LoginForm } from './components/LoginForm';
import { useCaptcha, useCompanyInfo, useSignIn } from './queries';

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
});

/** /login: company information, the password form with captcha, and the language switch (spec §2, §7). */
export function LoginPage() {
  const styles = useStyles();
  const frame = usePublicCardStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const company = useCompanyInfo();
  const captcha = useCaptcha();
  const signIn = useSignIn();

  const edition = company.data?.edition ?? 'NORMAL';
  const redirect = search.get('redirect');
  // QR scan and key sign-in hand over a token the same way a password sign-in does.
  const handleKeySignIn = useCallback(
    (token: string) => {
      setToken(token, edition);
      navigate(safeRedirectTarget(redirect), { replace: true });
    },
    [edition, redirect, navigate],
  );

  const handleSubmit = async (values: Parameters<typeof signIn.mutateAsync>[0]): Promise<boolean> => {
    try {
      const token = await signIn.mutateAsync(values);
      setToken(token, company.data?.edition ?? 'NORMAL');
      navigate(safeRedirectTarget(search.get('redirect')), { replace: true });
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
        <Suspense fallback={null}>
          <KeyLoginPanels onSignedIn={handleKeySignIn} />
        </Suspense>
      </section>
      {company.data?.copyright ? <Caption1 className={styles.footer}>{company.data.copyright}</Caption1> : null}
    </main>
  );
}
