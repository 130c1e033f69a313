import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  button: {
    height: '32px',
    width: '120px',
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  },
  image: { height: '100%', width: '100%', objectFit: 'contain' },
  loading: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

export interface CaptchaImageProps {
  src: string | undefined;
  isLoading: boolean;
  onRefresh: () => void;
}

/** The captcha picture; a click asks for a new one. */
export function CaptchaImage({ src, isLoading, onRefresh }: CaptchaImageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onRefresh}
      title={t('login.captchaImage')}
      aria-label={t('login.captchaImage')}
    >
      {isLoading || !src ? (
        <span className={styles.loading}>{t('app.loading')}</span>
      ) : (
        <img className={styles.image} src={src} alt={t('login.captchaImage')} />
      )}
    </button>
  );
}
