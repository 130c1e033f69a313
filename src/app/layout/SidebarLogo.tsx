import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    height: '50px',
    flexShrink: 0,
    color: 'inherit',
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  logo: { fontSize: '28px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  darkLogo: { color: tokens.colorBrandForegroundInverted },
});

export function SidebarLogo({ isCollapsed, isDark }: { isCollapsed: boolean; isDark: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Link to="/" className={styles.root} aria-label={t('layout.appTitle')}>
      <ShieldKeyholeRegular className={mergeClasses(styles.logo, isDark && styles.darkLogo)} aria-hidden />
      {!isCollapsed && <span>{t('layout.appTitle')}</span>}
    </Link>
  );
}
