import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  FluentProvider,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '../i18n';
import { currentConsoleTheme } from '../theme/consoleTheme';

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
  open: boolean;
  onClose: (confirmed: boolean) => void;
}

function ConfirmDialog({
  message,
  title,
  confirmText,
  cancelText,
  showCancel = true,
  open,
  onClose,
}: ConfirmDialogProps) {
  const close = (confirmed: boolean) => {
    if (open) onClose(confirmed);
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

interface ConfirmRequest extends ConfirmOptions {
  id: number;
  closed?: boolean;
  resolve: (confirmed: boolean) => void;
}

let nextRequestId = 1;
let showRequest: ((request: ConfirmRequest) => void) | undefined;
const waiting: ConfirmRequest[] = [];

/**
 * Holds every confirm dialog of the page. It stays mounted for the page's lifetime: unmounting a Fluent
 * dialog in the middle of its closing transition left aria-hidden on #root, hiding the next page from
 * assistive technology and from role queries.
 */
function ConfirmHost() {
  const [requests, setRequests] = useState<readonly ConfirmRequest[]>([]);
  useEffect(() => {
    showRequest = (request) => {
      // Finished dialogs are dropped when the next one arrives, long after their closing transition.
      setRequests((current) => [...current.filter((other) => !other.closed), request]);
    };
    for (const request of waiting.splice(0)) showRequest(request);
    return () => {
      showRequest = undefined;
    };
  }, []);
  const close = (request: ConfirmRequest, confirmed: boolean) => {
    setRequests((current) => current.map((other) => (other.id === request.id ? { ...other, closed: true } : other)));
    request.resolve(confirmed);
  };
  const theme = currentConsoleTheme();
  return (
    <FluentProvider theme={theme}>
      {requests.map((request) => (
        <ConfirmDialog
          key={request.id}
          {...request}
          open={!request.closed}
          onClose={(confirmed) => close(request, confirmed)}
        />
      ))}
    </FluentProvider>
  );
}

let hostMounted = false;

function mountHost(): void {
  if (hostMounted) return;
  hostMounted = true;
  const host = document.createElement('div');
  host.dataset.confirmHost = '';
  document.body.appendChild(host);
  createRoot(host).render(<ConfirmHost />);
}

/**
 * A confirm dialog usable anywhere, React or not: resolves true on confirm, false on cancel or Escape.
 * Dialogs render in one root of their own, themed with the layout setting's colour.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const request: ConfirmRequest = { ...options, id: nextRequestId++, resolve };
    mountHost();
    if (showRequest) showRequest(request);
    else waiting.push(request);
  });
}

/** An alert: one button; resolves when it is dismissed. */
export async function alertMessage(options: Omit<ConfirmOptions, 'showCancel' | 'cancelText'>): Promise<void> {
  await confirm({ ...options, showCancel: false });
}
