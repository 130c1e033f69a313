import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../session';
import { PersonalInfoForm } from './PersonalInfoForm';

/** 补录信息: the global dialog asking for phone and e-mail (spec §2 Dialogs). */
export function FillInfoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { session } = useSession();
  if (!session) return null;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('account.info.title')}</DialogTitle>
          <DialogContent>
            <PersonalInfoForm
              session={session}
              onSaved={onClose}
              extraActions={<Button onClick={onClose}>{t('account.info.later')}</Button>}
            />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
