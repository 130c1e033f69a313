import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * A confirm asked from inside an open dialog (revoke a licence, withdraw an application), as a Fluent nested
 * dialog in the same tree: the shared confirm() renders in a root of its own, outside the open dialog's
 * focus trap. Same title and buttons as confirm() (系统提示, 取消 / 确定).
 */
export function NestedConfirm({
  message,
  onAnswer,
}: {
  /** null: closed. */
  message: string | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onOpenChange={(_, data) => !data.open && onAnswer(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('layout.dialog.systemTitle')}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button onClick={() => onAnswer(false)}>{t('layout.dialog.cancel')}</Button>
            <Button appearance="primary" onClick={() => onAnswer(true)}>
              {t('layout.dialog.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
