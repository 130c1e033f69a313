import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { NavigationRegular, TextIndentDecreaseLtrRegular, TextIndentIncreaseLtrRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataLayerBanner } from '../hub';
import { ApprovalBadge } from './ApprovalBadge';
import { LanguageSwitch } from './LanguageSwitch';
import { MessageBell } from './MessageBell';
import { ModeSwitch } from './ModeSwitch';
import { TerminalButton } from './TerminalButton';
import { UserMenu } from './UserMenu';
import { useBadgeCounts } from './useBadgeCounts';

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
}

export function Navbar({ children, isSidebarCollapsed, isMobile, hasSidebar, onToggleSidebar }: NavbarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const counts = useBadgeCounts();
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
          <ApprovalBadge badge={counts.approvalBadge} />
          <MessageBell unreadCount={counts.unreadMessages} badge={counts.unreadBadge} />
          <LanguageSwitch />
          <UserMenu />
        </div>
      </header>
      <DataLayerBanner />
    </>
  );
}
