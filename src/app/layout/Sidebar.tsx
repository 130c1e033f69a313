import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../shared/api/auth';
import { SIDEBAR_COLLAPSED_WIDTH_PX, sidebarWidthPx } from './menuRules';
import { SidebarItem } from './SidebarItem';
import { SidebarLogo } from './SidebarLogo';
import { useSidebarStyles } from './sidebarStyles';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    flexShrink: 0,
    overflowX: 'hidden',
    overflowY: 'auto',
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  light: { backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1 },
  dark: { backgroundColor: tokens.colorNeutralBackgroundInverted, color: tokens.colorNeutralForegroundInverted },
  fill: { width: '100%' },
});

export interface SidebarProps {
  menus: MenuNode[];
  activePaths: ReadonlySet<string>;
  isCollapsed: boolean;
  isDark: boolean;
  showLogo: boolean;
  /** In the mobile drawer the sidebar fills the drawer instead of sizing itself. */
  fillParent?: boolean;
}

export function Sidebar({ menus, activePaths, isCollapsed, isDark, showLogo, fillParent = false }: SidebarProps) {
  const styles = useStyles();
  const itemStyles = useSidebarStyles();
  const { t } = useTranslation();
  const width = useMemo(() => (isCollapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : sidebarWidthPx(menus)), [isCollapsed, menus]);
  return (
    <nav
      aria-label={t('layout.menu')}
      className={mergeClasses(styles.root, isDark ? styles.dark : styles.light, fillParent && styles.fill)}
      // The width follows the longest menu title (spec §2), so it cannot be a static style.
      style={fillParent ? undefined : { width }}
    >
      {showLogo && <SidebarLogo isCollapsed={isCollapsed} isDark={isDark} />}
      <ul className={itemStyles.list}>
        {menus.map((node) => (
          <li key={node.path}>
            <SidebarItem node={node} activePaths={activePaths} isCollapsed={isCollapsed} isDark={isDark} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
