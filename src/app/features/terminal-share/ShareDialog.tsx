import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreatedShare, SHARE_MAX_MINUTES, type TerminalShare } from '../../../shared/api/terminalShare';
import { formatDateTime } from '../../components/formatDateTime';
import { notify } from '../../notify';
import { createSessionShare, endShare, fetchShares, letGuestType } from './api';
import { ensureShareTexts } from './i18n';

ensureShareTexts();

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  share: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  guest: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flex: 1 },
});

/** How often the dialog refreshes the guests while it is open. */
const REFRESH_MS = 3000;
const PRESETS = ['10', '30', '60', 'custom'] as const;

async function copy(text: string, done: string): Promise<void> {
  await navigator.clipboard.writeText(text);
  notify.success(done);
}

/**
 * The owner's share dialog (docs/monitor-share.md): create a link with a validity and a code, copy them, see
 * the guests connected, let one type or take it back, revoke a share.
 */
export function ShareDialog({ sessionId, onClose }: { sessionId: number | null; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [preset, setPreset] = useState<(typeof PRESETS)[number]>('30');
  const [custom, setCustom] = useState(120);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [shares, setShares] = useState<TerminalShare[]>([]);
  const refresh = useCallback(() => {
    if (sessionId !== null) fetchShares(sessionId).then(setShares, () => undefined);
  }, [sessionId]);

  useEffect(() => {
    setCreated(null);
    if (sessionId === null) return;
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [sessionId, refresh]);

  const minutes = preset === 'custom' ? custom : Number(preset);
  const create = async () => {
    if (sessionId === null) return;
    const share = await createSessionShare(sessionId, minutes);
    setCreated(share);
    notify.success(t('terminalShare.created'));
    refresh();
  };
  const link = created ? `${window.location.origin}${created.path}` : '';
  const act = async (run: () => Promise<unknown>) => {
    await run();
    refresh();
  };

  return (
    <Dialog open={sessionId !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('terminalShare.dialogTitle')}</DialogTitle>
          <DialogContent className={styles.column}>
            <div className={styles.row}>
              <Field label={t('terminalShare.validity')}>
                <Dropdown
                  value={t(`terminalShare.validityOptions.${preset}`)}
                  selectedOptions={[preset]}
                  onOptionSelect={(_, data) => setPreset(data.optionValue as (typeof PRESETS)[number])}
                >
                  {PRESETS.map((value) => (
                    <Option key={value} value={value}>
                      {t(`terminalShare.validityOptions.${value}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {preset === 'custom' && (
                <Field label={t('terminalShare.customMinutes')}>
                  <SpinButton
                    min={1}
                    max={SHARE_MAX_MINUTES}
                    value={custom}
                    onChange={(_, data) => {
                      const next = data.value ?? Number(data.displayValue);
                      if (Number.isFinite(next)) setCustom(Math.min(Math.max(Math.round(next), 1), SHARE_MAX_MINUTES));
                    }}
                  />
                </Field>
              )}
              <Button appearance="primary" onClick={() => void create()}>
                {t('terminalShare.create')}
              </Button>
            </div>
            {created && (
              <div className={styles.column} data-testid="share-created">
                <Field label={t('terminalShare.link')}>
                  <Input readOnly value={link} data-testid="share-link" />
                </Field>
                <Field label={t('terminalShare.code')} hint={t('terminalShare.codeOnce')}>
                  <Input readOnly value={created.code} data-testid="share-code" />
                </Field>
                <div className={styles.row}>
                  <Button icon={<CopyRegular />} onClick={() => void copy(link, t('terminalShare.copied'))}>
                    {t('terminalShare.copyLink')}
                  </Button>
                  <Button icon={<CopyRegular />} onClick={() => void copy(created.code, t('terminalShare.copied'))}>
                    {t('terminalShare.copyCode')}
                  </Button>
                  <Button
                    icon={<CopyRegular />}
                    onClick={() =>
                      void copy(t('terminalShare.copyText', { link, code: created.code }), t('terminalShare.copied'))
                    }
                  >
                    {t('terminalShare.copyBoth')}
                  </Button>
                </div>
              </div>
            )}
            <Text weight="semibold">{t('terminalShare.shares')}</Text>
            {shares.length === 0 && <Text>{t('terminalShare.noShares')}</Text>}
            {shares.map((share) => (
              <div key={share.shareId} className={styles.share}>
                <div className={styles.guest}>
                  <Text className={styles.grow}>
                    #{share.shareId} {t('terminalShare.expiresAt', { time: formatDateTime(share.expiresAt) })}
                  </Text>
                  {share.revoked && <Badge color="danger">{t('terminalShare.revoked')}</Badge>}
                  {!share.revoked && share.expired && <Badge color="warning">{t('terminalShare.expired')}</Badge>}
                  {!share.revoked && !share.expired && (
                    <Button size="small" onClick={() => void act(() => endShare(share.shareId))}>
                      {t('terminalShare.revoke')}
                    </Button>
                  )}
                </div>
                {share.guests.length === 0 ? (
                  <Text size={200}>{t('terminalShare.noGuests')}</Text>
                ) : (
                  share.guests.map((guest) => (
                    <div key={guest.guestId} className={styles.guest}>
                      <Text size={200} className={styles.grow}>
                        {t('terminalShare.guest', { ip: guest.ip, time: formatDateTime(guest.joinedAt) })}
                      </Text>
                      {guest.mayInput && <Badge color="success">{t('terminalShare.mayInput')}</Badge>}
                      <Button
                        size="small"
                        onClick={() =>
                          void act(() => letGuestType(share.shareId, guest.mayInput ? null : guest.guestId))
                        }
                      >
                        {guest.mayInput ? t('terminalShare.takeInput') : t('terminalShare.grantInput')}
                      </Button>
                    </div>
                  ))
                )}
              </div>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('terminalShare.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
