import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Coffer } from '../../../../shared/api/coffers';
import { confirm } from '../../../components/confirm';
import { notify } from '../../../notify';
import { deleteCoffer } from '../api';
import type { CofferAction } from '../cofferActions';
import { cofferAccountPath, licenceFormPath } from '../paths';
import { useCofferMutation } from '../queries';
import { ApplicationsDialog } from './ApplicationsDialog';
import { ChangeHolderDialog } from './ChangeHolderDialog';
import { CofferFormDialog } from './CofferFormDialog';
import { ExportDialog } from './ExportDialog';
import { LicenceHoldersDialog } from './LicenceHoldersDialog';
import { SafeApplicationDialog, type SafeApplicationTarget } from './SafeApplicationDialog';

type OpenDialog =
  | { kind: 'form'; cofferId: number | null }
  | { kind: 'applications' }
  | { kind: 'application'; target: SafeApplicationTarget }
  | { kind: 'licences' | 'owner' | 'group' | 'export'; coffer: Coffer };

const targetOf = (coffer: Coffer, recordId: number | null): SafeApplicationTarget => ({
  recordId,
  cofferId: coffer.cofferId,
  cofferName: coffer.cofferName,
  ownerName: coffer.ownerNickName || coffer.ownerName,
});

/**
 * What the safe lists' buttons do: open a page (accounts, licence form), open a dialog (form, application,
 * licences, owner, group, export, the applications list) or delete after a confirm. `dialogs` renders the one open;
 * an application chosen in the list replaces the list.
 */
export function useCofferActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const remove = useCofferMutation(deleteCoffer);
  const close = () => setOpen(null);

  const handleRemove = async (coffer: Coffer) => {
    if (!(await confirm({ message: t('coffer.list.confirmDelete', { name: coffer.cofferName }) }))) return;
    try {
      await remove.mutateAsync(coffer.cofferId);
      notify.success(t('msg.deleted'));
    } catch (error) {
      console.warn(`deleting safe ${coffer.cofferId} failed`, error);
    }
  };

  const handleAction = (action: CofferAction, coffer: Coffer) => {
    if (action === 'accounts') navigate(cofferAccountPath(coffer.cofferId));
    else if (action === 'issue') navigate(licenceFormPath([coffer.cofferId]));
    else if (action === 'remove') void handleRemove(coffer);
    else if (action === 'apply') setOpen({ kind: 'application', target: targetOf(coffer, null) });
    else if (action === 'viewApply') setOpen({ kind: 'application', target: targetOf(coffer, coffer.pendingRecordId) });
    else if (action === 'edit') setOpen({ kind: 'form', cofferId: coffer.cofferId });
    else setOpen({ kind: action, coffer });
  };

  let dialogs: ReactNode = null;
  if (open?.kind === 'form') dialogs = <CofferFormDialog cofferId={open.cofferId} onClose={close} />;
  else if (open?.kind === 'application') dialogs = <SafeApplicationDialog target={open.target} onClose={close} />;
  else if (open?.kind === 'applications') dialogs = <ApplicationsDialog onClose={close} />;
  else if (open?.kind === 'licences') dialogs = <LicenceHoldersDialog coffer={open.coffer} onClose={close} />;
  else if (open?.kind === 'export') dialogs = <ExportDialog coffer={open.coffer} onClose={close} />;
  else if (open) dialogs = <ChangeHolderDialog kind={open.kind} coffer={open.coffer} onClose={close} />;

  return {
    handleAction,
    openCreate: () => setOpen({ kind: 'form', cofferId: null }),
    openApplications: () => setOpen({ kind: 'applications' }),
    dialogs,
  };
}
