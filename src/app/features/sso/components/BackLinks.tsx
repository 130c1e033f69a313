import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOGIN_PATH, SSO_LOGIN_PATH } from '../../../navigation/paths';

const useStyles = makeStyles({
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  link: { color: tokens.colorBrandForegroundLink },
});

/** The ways out of a failed single sign-on: the password sign-in, and optionally another try. */
export function BackLinks({ retry = false }: { retry?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <nav className={styles.links}>
      <Link className={styles.link} to={LOGIN_PATH}>
        {t('sso.backToLogin')}
      </Link>
      {retry ? (
        <Link className={styles.link} to={SSO_LOGIN_PATH}>
          {t('sso.tryAgain')}
        </Link>
      ) : null}
    </nav>
  );
}
