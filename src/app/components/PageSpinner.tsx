import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

// A CSS ring instead of Fluent's Spinner: this renders during the first load, so it stays tiny.
const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalXXXL,
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
  ring: {
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.8s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

/** Shown while a route's data or code loads. */
export function PageSpinner() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} role="status">
      <span className={styles.ring} aria-hidden />
      {t('app.loading')}
    </div>
  );
}
