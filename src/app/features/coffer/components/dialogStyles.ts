import { makeStyles, tokens } from '@fluentui/react-components';

/** Spec §2: the coffer's dialogs are 800 px wide. */
const DIALOG_WIDTH_PX = 800;

/** The styles the coffer's dialogs share. */
export const useCofferDialogStyles = makeStyles({
  /** The dialog surface: 800 px, narrower on a small screen. */
  surface: { width: `${DIALOG_WIDTH_PX}px`, maxWidth: '95vw' },
  /** The fields one under the other: a dialog's content, or one column of it. */
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  /** A form that joins the dialog body's grid, so that its content scrolls and its actions stay in reach on short screens. */
  form: { display: 'contents' },
  /** An application's facts (or the decision on it) beside its approval steps. */
  withSteps: { display: 'grid', gridTemplateColumns: '1fr 200px', gap: tokens.spacingHorizontalXXL },
});
