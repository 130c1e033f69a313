import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { NOTIFY_TIMEOUT_MS, registerShow } from './queue';

export function NotifyToaster() {
  const toasterId = useId('notify');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(() => {
    registerShow(({ level, message }) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent: level, timeout: NOTIFY_TIMEOUT_MS },
      ),
    );
    return () => registerShow(null);
  }, [dispatchToast]);

  return <Toaster toasterId={toasterId} position="top" timeout={NOTIFY_TIMEOUT_MS} pauseOnHover />;
}
