import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses, Tooltip } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import type { MenuNode } from '../../shared/api/auth';
import { MenuIcon } from './MenuIcon';
import { useSidebarStyles } from './sidebarStyles';
import { useOpenMenu } from './useOpenMenu';

export interface SidebarItemProps {
  node: MenuNode;
  activePaths: ReadonlySet<string>;
  isCollapsed: boolean;
  isDark: boolean;
  depth?: number;
}

/** One sidebar entry: a page, or a directory that expands (or flies out when the sidebar is collapsed). */
export function SidebarItem({ node, activePaths, isCollapsed, isDark, depth = 0 }: SidebarItemProps) {
  const styles = useSidebarStyles();
  const openMenu = useOpenMenu();
  const isActive = activePaths.has(node.path);
  const [isExpanded, setExpanded] = useState(isActive);
  // Opening a page from elsewhere (a tag, a link) unfolds its directory.
  useEffect(() => {
    if (isActive) setExpanded(true);
  }, [isActive]);
  const children = node.children ?? [];
  const isDirectory = children.length > 0;
  const className = mergeClasses(
    styles.item,
    isDark ? styles.darkHover : styles.lightHover,
    isActive && !isDirectory && (isDark ? styles.darkActive : styles.lightActive),
    isActive && isDirectory && isDark && styles.darkActive,
    depth > 0 && !isCollapsed && styles.nested,
    isCollapsed && depth === 0 && styles.collapsed,
  );
  const icon = (
    <MenuIcon icon={node.meta.icon} title={node.meta.title} isDirectory={isDirectory} className={styles.icon} />
  );

  if (isCollapsed && depth === 0) {
    if (!isDirectory) {
      return (
        <Tooltip content={node.meta.title} relationship="label" positioning="after">
          <button type="button" className={className} onClick={() => openMenu(node)}>
            {icon}
          </button>
        </Tooltip>
      );
    }
    return (
      <Menu positioning="after-top" openOnHover>
        <MenuTrigger disableButtonEnhancement>
          <button type="button" className={className} aria-label={node.meta.title}>
            {icon}
          </button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {children.map((child) => (
              <MenuItem key={child.path} onClick={() => openMenu(child)}>
                {child.meta.title}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  }

  if (!isDirectory) {
    return (
      <button
        type="button"
        className={className}
        aria-current={isActive ? 'page' : undefined}
        onClick={() => openMenu(node)}
      >
        {icon}
        <span className={styles.label}>{node.meta.title}</span>
      </button>
    );
  }

  return (
    <>
      <button type="button" className={className} aria-expanded={isExpanded} onClick={() => setExpanded(!isExpanded)}>
        {icon}
        <span className={styles.label}>{node.meta.title}</span>
        {isExpanded ? (
          <ChevronDownRegular className={styles.chevron} />
        ) : (
          <ChevronRightRegular className={styles.chevron} />
        )}
      </button>
      {isExpanded && (
        <ul className={styles.list}>
          {children.map((child) => (
            <li key={child.path}>
              <SidebarItem
                node={child}
                activePaths={activePaths}
                isCollapsed={isCollapsed}
                isDark={isDark}
                depth={depth + 1}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
