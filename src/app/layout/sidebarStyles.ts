import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/** Styles shared by the sidebar's items (light and dark sidebar themes). */
export const useSidebarStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    minHeight: '44px',
    paddingInline: tokens.spacingHorizontalL,
    ...shorthands.borderWidth(0),
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase300,
    fontFamily: tokens.fontFamilyBase,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  nested: { paddingInlineStart: tokens.spacingHorizontalXXXL },
  collapsed: { justifyContent: 'center', paddingInline: 0 },
  lightHover: { ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover } },
  darkHover: { ':hover': { backgroundColor: tokens.colorNeutralBackgroundInvertedHover } },
  lightActive: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
  darkActive: { color: tokens.colorBrandForegroundInverted },
  icon: { fontSize: '18px', flexShrink: 0 },
  label: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
  chevron: { flexShrink: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});
