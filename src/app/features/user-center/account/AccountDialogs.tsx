import { closeAccountDialog, useAccountDialog } from './accountDialogsStore';
import { ChangePasswordDialog } from './components/ChangePasswordDialog';
import { FillInfoDialog } from './components/FillInfoDialog';
import { useSessionPrompts } from './useSessionPrompts';

/** The global account dialogs and the sign-in prompts; mounted once by the layout. */
export function AccountDialogs() {
  const dialog = useAccountDialog();
  useSessionPrompts();
  if (dialog.kind === 'changePassword')
    return <ChangePasswordDialog reason={dialog.reason} onClose={closeAccountDialog} />;
  if (dialog.kind === 'fillInfo') return <FillInfoDialog onClose={closeAccountDialog} />;
  return null;
}
