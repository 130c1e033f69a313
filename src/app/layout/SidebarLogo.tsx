import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ShieldKeyholeRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { StoredImage } from '../components/upload';
import { useSiteLook } from './useSiteLook';

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
  image: { display: 'inline-flex', flexShrink: 0 },
});

/** The site's logo (an uploaded image in the §3 sizes, or the built-in mark) and title, linking home. */
export function SidebarLogo({ isCollapsed, isDark }: { isCollapsed: boolean; isDark: boolean }) {
  const styles = useStyles();
  const site = useSiteLook();
  const width = isCollapsed ? site.shrinkMenuIconWidth : site.menuIconWidth;
  const height = isCollapsed ? site.shrinkMenuIconHeight : site.menuIconHeight;
  return (
    <Link to="/" className={styles.root} aria-label={site.title} data-testid="sidebar-logo">
      {site.logo ? (
        <span className={styles.image} style={{ width: `${width}px`, height: `${height}px` }}>
          <StoredImage fileName={site.logo} alt="" fit="contain" />
        </span>
      ) : (
        <ShieldKeyholeRegular className={mergeClasses(styles.logo, isDark && styles.darkLogo)} aria-hidden />
      )}
      {!isCollapsed && !site.logo && <span>{site.title}</span>}
    </Link>
  );
}
