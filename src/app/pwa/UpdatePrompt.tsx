import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissUpdate, getUpdateOffer, subscribeUpdateOffer } from './updateStore';

/** "新版本可用，是否刷新？" — the only way a new version reaches an open console. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(subscribeUpdateOffer, getUpdateOffer);
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(_, data) => {
        if (!data.open) dismissUpdate();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('pwa.updateTitle')}</DialogTitle>
          <DialogContent>
            <p>{t('pwa.updateBody')}</p>
            <p>{t('pwa.updateHint')}</p>
          </DialogContent>
          <DialogActions>
            <Button onClick={dismissUpdate}>{t('pwa.later')}</Button>
            <Button appearance="primary" onClick={() => offer?.apply()}>
              {t('pwa.refresh')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
