import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../shared/api/auth';
import { useWindowWidth } from '../display/useWindowWidth';
import { MenuIcon } from './MenuIcon';
import { firstLeafPath, splitTopNav } from './menuRules';
import { useOpenMenu } from './useOpenMenu';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflow: 'hidden', minWidth: 0 },
});

export interface TopNavProps {
  menus: MenuNode[];
  activeRootPath: string | null;
}

/**
 * Top navigation (spec §2): about (window width / 3) / 85 top-level entries, the rest under 更多菜单. A
 * directory opens its first page; the sidebar then shows that directory's children.
 */
export function TopNav({ menus, activeRootPath }: TopNavProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const openMenu = useOpenMenu();
  const { shown, overflow } = splitTopNav(menus, useWindowWidth());
  const open = (node: MenuNode) => {
    const leaf = node.children?.length ? firstLeafPath(node.children) : null;
    openMenu(leaf ? { ...node, path: leaf, meta: { ...node.meta, link: null } } : node);
  };
  return (
    <nav className={styles.root} aria-label={t('layout.menu')}>
      {shown.map((node) => (
        <Button
          key={node.path}
          appearance={node.path === activeRootPath ? 'primary' : 'subtle'}
          icon={<MenuIcon icon={node.meta.icon} title={node.meta.title} isDirectory={Boolean(node.children?.length)} />}
          onClick={() => open(node)}
        >
          {node.meta.title}
        </Button>
      ))}
      {overflow.length > 0 && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<ChevronDownRegular />} iconPosition="after">
              {t('layout.moreMenus')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {overflow.map((node) => (
                <MenuItem key={node.path} onClick={() => open(node)}>
                  {node.meta.title}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </nav>
  );
}
