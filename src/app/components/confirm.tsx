import {
  Button,
  createLightTheme,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  FluentProvider,
} from '@fluentui/react-components';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '../i18n';
import { brandRamp } from '../layout/brandTheme';
import { getLayoutSetting } from '../layout/layoutSettingStore';

export interface ConfirmOptions {
  message: string;
  /** Defaults to 系统提示 (spec §8 dialog titles). */
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** false: an alert with a single button. */
  showCancel?: boolean;
}

interface ConfirmDialogProps extends ConfirmOptions {
  onClose: (confirmed: boolean) => void;
}

function ConfirmDialog({ message, title, confirmText, cancelText, showCancel = true, onClose }: ConfirmDialogProps) {
  const [open, setOpen] = useState(true);
  const close = (confirmed: boolean) => {
    setOpen(false);
    onClose(confirmed);
  };
  return (
    <Dialog
      open={open}
      modalType={showCancel ? 'modal' : 'alert'}
      onOpenChange={(_, data) => {
        if (!data.open) close(false);
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title ?? t('layout.dialog.systemTitle')}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            {showCancel && <Button onClick={() => close(false)}>{cancelText ?? t('layout.dialog.cancel')}</Button>}
            <Button appearance="primary" onClick={() => close(true)}>
              {confirmText ?? t('layout.dialog.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * A confirm dialog usable anywhere, React or not: resolves true on confirm, false on cancel or Escape.
 * It mounts its own root (with the theme colour of the layout setting) and removes it once closed.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const theme = createLightTheme(brandRamp(getLayoutSetting().theme));
    const handleClose = (confirmed: boolean) => {
      resolve(confirmed);
      // Let the closing render finish before the root goes away.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
    };
    root.render(
      <FluentProvider theme={theme}>
        <ConfirmDialog {...options} onClose={handleClose} />
      </FluentProvider>,
    );
  });
}

/** An alert: one button; resolves when it is dismissed. */
export async function alertMessage(options: Omit<ConfirmOptions, 'showCancel' | 'cancelText'>): Promise<void> {
  await confirm({ ...options, showCancel: false });
}
