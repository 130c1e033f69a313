import { makeStyles, tokens } from '@fluentui/react-components';

export const usePanelStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  codeRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  grow: { flexGrow: 1 },
});
