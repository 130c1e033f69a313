import { makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isEnded, type TerminalTab, tabTitle } from '../session/tabState';

const useStyles = makeStyles({
  strip: { display: 'flex', alignItems: 'stretch', gap: '2px', overflowX: 'auto', flex: 1, alignSelf: 'stretch' },
  tab: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderBottom: '2px solid transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  activeTab: { borderBottomColor: tokens.colorBrandStroke1, backgroundColor: tokens.colorNeutralBackground1 },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 },
  close: {
    display: 'inline-flex',
    padding: '2px',
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
});

function dotColour(tab: TerminalTab): string {
  const { state } = tab;
  if (state.phase === 'openFailed' || isEnded(state)) return tokens.colorPaletteRedBackground3;
  if (state.phase === 'live' && state.status.kind === 'connected') return tokens.colorPaletteGreenBackground3;
  if (state.phase === 'live' && state.status.kind === 'reconnecting') return tokens.colorPaletteDarkOrangeBackground3;
  return tokens.colorNeutralStrokeAccessible;
}

interface Props {
  tabs: readonly TerminalTab[];
  activeKey: string | null;
  onSelect(key: string): void;
  onClose(tab: TerminalTab): void;
}

/**
 * The session tabs as a WAI-ARIA tablist: only tabs inside it (a tablist may own nothing else), one of them in the
 * Tab order, arrows and Home/End move between them, Delete closes the focused one. The × on each tab is for the
 * mouse and hidden from assistive technology; the panel's own 关闭会话 button is the named way to close.
 */
export function SessionTabStrip({ tabs, activeKey, onSelect, onClose }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    strip.current?.querySelector<HTMLElement>(`#tab-${CSS.escape(tab.key)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => focusTab(index + 1),
      ArrowLeft: () => focusTab(index - 1),
      Home: () => focusTab(0),
      End: () => focusTab(tabs.length - 1),
      Delete: () => {
        onClose(tab);
        if (tabs.length > 1) focusTab(index === tabs.length - 1 ? index - 1 : index + 1);
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div ref={strip} className={styles.strip} role="tablist" aria-label={t('terminal.tabs')}>
      {tabs.map((tab, index) => {
        const active = tab.key === activeKey;
        return (
          <div
            key={tab.key}
            role="tab"
            id={`tab-${tab.key}`}
            tabIndex={active || (activeKey === null && index === 0) ? 0 : -1}
            aria-selected={active}
            aria-controls={`panel-${tab.key}`}
            aria-keyshortcuts="Delete"
            className={`${styles.tab} ${active ? styles.activeTab : ''}`}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.dot} style={{ backgroundColor: dotColour(tab) }} />
            {tabTitle(tab)}
            <span
              aria-hidden="true"
              className={styles.close}
              title={t('terminal.closeSession', { name: tabTitle(tab) })}
              onClick={(event) => {
                event.stopPropagation();
                onClose(tab);
              }}
            >
              <DismissRegular />
            </span>
          </div>
        );
      })}
    </div>
  );
}
