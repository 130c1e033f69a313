import { makeStyles, tokens } from '@fluentui/react-components';

/** The layout the backup settings' sections share (one column of fields, rows of buttons). */
export const useBackupStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '720px',
    paddingBlockEnd: tokens.spacingVerticalL,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  mono: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});
