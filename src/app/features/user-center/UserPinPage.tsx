import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UsbKeyPinForm } from '../usb-key';
import { PageCard } from './components/PageCard';

/** /user/pin — change the USB-key PIN through the local key-device service (spec §2). */
export function UserPinPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('account.center.pinTitle')}>
      <Suspense fallback={null}>
        <UsbKeyPinForm />
      </Suspense>
    </PageCard>
  );
}
