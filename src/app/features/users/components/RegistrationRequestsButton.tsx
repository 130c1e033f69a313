import { Button } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistrationStatus } from '../../../../shared/api/registration';
import { useRegistrations } from '../queries';
import { RegistrationRequestsDialog } from './RegistrationRequestsDialog';
import '../registrationsI18n';

/** On the user list: the registration requests, with how many wait for a decision. */
export function RegistrationRequestsButton({ canDecide }: { canDecide: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const waiting = useRegistrations({ status: RegistrationStatus.pending, pageNum: 1, pageSize: 1 });
  const count = waiting.data?.total ?? 0;
  return (
    <>
      <Button icon={<PersonAddRegular />} onClick={() => setOpen(true)}>
        {count > 0 ? t('registrations.openWithCount', { count }) : t('registrations.open')}
      </Button>
      {isOpen ? <RegistrationRequestsDialog canDecide={canDecide} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
