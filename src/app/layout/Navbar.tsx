import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { NavigationRegular, TextIndentDecreaseLtrRegular, TextIndentIncreaseLtrRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataLayerBanner } from '../hub';
import { LanguageSwitch } from './LanguageSwitch';
import { ModeSwitch } from './ModeSwitch';
import { TerminalButton } from './TerminalButton';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '50px',
    paddingInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  middle: { flexGrow: 1, minWidth: 0, overflow: 'hidden', display: 'flex', alignItems: 'center' },
  right: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
});

export interface NavbarProps {
  /** Breadcrumb or top navigation. */
  children?: ReactNode;
  isSidebarCollapsed: boolean;
  isMobile: boolean;
  /** false when no sidebar is shown (top navigation on a page without sub-menu). */
  hasSidebar: boolean;
  onToggleSidebar: () => void;
  /** What features put into the bar (approval badge, message bell), before the language switch. */
  items?: ReactNode;
  /** The user's menu, last. */
  userMenu?: ReactNode;
}

export function Navbar({
  children,
  isSidebarCollapsed,
  isMobile,
  hasSidebar,
  onToggleSidebar,
  items,
  userMenu,
}: NavbarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const toggleLabel = isSidebarCollapsed || isMobile ? t('layout.expandSidebar') : t('layout.collapseSidebar');
  const toggleIcon = isMobile ? (
    <NavigationRegular />
  ) : isSidebarCollapsed ? (
    <TextIndentIncreaseLtrRegular />
  ) : (
    <TextIndentDecreaseLtrRegular />
  );
  // The banner sits right under the bar: it says when badges and notifications cannot be trusted.
  return (
    <>
      <header className={styles.root}>
        {hasSidebar && (
          <Tooltip content={toggleLabel} relationship="label">
            <Button appearance="subtle" icon={toggleIcon} onClick={onToggleSidebar} />
          </Tooltip>
        )}
        <div className={styles.middle}>{children}</div>
        <div className={styles.right}>
          <ModeSwitch />
          <TerminalButton />
          {items}
          <LanguageSwitch />
          {userMenu}
        </div>
      </header>
      <DataLayerBanner />
    </>
  );
}
