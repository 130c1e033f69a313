import { Button, Field, Input, makeStyles, ProgressBar, Tooltip, tokens } from '@fluentui/react-components';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectiveBehavior } from '../../../../shared/api/behaviorPolicies';
import { deniedBy } from '../session/sessionBehavior';
import { useSessionTransfer } from '../transfer/useSessionTransfer';
import { HeldTransferList } from './HeldTransferList';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  path: { minWidth: '280px' },
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progressBar: { width: '240px' },
  success: { color: tokens.colorPaletteGreenForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  info: { color: tokens.colorNeutralForeground2 },
});

type Mode = 'none' | 'upload' | 'download';
type Direction = Exclude<Mode, 'none'>;

/**
 * Upload to and download from the session's host over SFTP, with the hub's progress (docs/file-transfer.md).
 * Disabled once the session has ended: there is no session left to carry a transfer. A direction a behaviour
 * policy forbids is disabled, its tooltip naming the policy (the server refuses it anyway).
 */
export function TransferBar({
  sessionId,
  behavior,
  isDisabled,
}: {
  sessionId: number;
  behavior: EffectiveBehavior | null;
  isDisabled: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const refusal = (direction: Direction) => {
    // A direction held for approval stays open: each file then waits for its approver (HeldTransferList).
    const policy = behavior?.held.includes(direction) ? null : deniedBy(behavior, direction);
    return policy === null ? null : t(`terminal.behavior.${direction}Denied`, { policy });
  };
  const { view, upload, download, cancel, held, fetchApproved } = useSessionTransfer(sessionId);
  const [mode, setMode] = useState<Mode>('none');
  const [remoteDir, setRemoteDir] = useState('');
  const [remotePath, setRemotePath] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isDisabled) return;
    if (mode === 'upload') void upload([...(fileInput.current?.files ?? [])], remoteDir);
    if (mode === 'download') void download(remotePath);
  };
  // A finished transfer keeps its full bar beside the result.
  const progress =
    view.phase === 'running'
      ? { name: view.name, percent: view.percent }
      : view.phase === 'finished' && view.done
        ? { name: view.done.name, percent: 100 }
        : undefined;
  const toggle = (next: Mode) => setMode((current) => (current === next ? 'none' : next));

  return (
    <div className={styles.bar}>
      <form className={styles.row} onSubmit={submit}>
        {(['upload', 'download'] as const).map((direction) => (
          <DirectionButton
            key={direction}
            label={t(`terminal.transfer.${direction}`)}
            testId={`transfer-${direction}`}
            refusal={refusal(direction)}
            isDisabled={isDisabled}
            onClick={() => toggle(direction)}
          />
        ))}
        {mode === 'upload' && (
          <>
            <Field label={t('terminal.transfer.chooseFile')} size="small">
              <input
                type="file"
                ref={fileInput}
                aria-label={t('terminal.transfer.chooseFile')}
                data-testid="transfer-file"
                disabled={isDisabled}
              />
            </Field>
            <Field label={t('terminal.transfer.remoteDir')} size="small">
              <Input
                size="small"
                className={styles.path}
                value={remoteDir}
                placeholder={t('terminal.transfer.remoteDirPlaceholder')}
                data-testid="transfer-remote-dir"
                disabled={isDisabled}
                onChange={(_, data) => setRemoteDir(data.value)}
              />
            </Field>
          </>
        )}
        {mode === 'download' && (
          <Field label={t('terminal.transfer.remotePath')} size="small">
            <Input
              size="small"
              className={styles.path}
              value={remotePath}
              placeholder={t('terminal.transfer.remotePathPlaceholder')}
              data-testid="transfer-remote-path"
              disabled={isDisabled}
              onChange={(_, data) => setRemotePath(data.value)}
            />
          </Field>
        )}
        {mode !== 'none' && (
          <Button size="small" appearance="primary" type="submit" data-testid="transfer-start" disabled={isDisabled}>
            {t('terminal.transfer.start')}
          </Button>
        )}
      </form>
      {progress && (
        <div className={styles.progress}>
          <ProgressBar
            className={styles.progressBar}
            value={progress.percent / 100}
            data-testid="transfer-progress"
            aria-label={t('terminal.transfer.progress', progress)}
            aria-valuenow={progress.percent}
          />
          <span data-testid="transfer-percent">{t('terminal.transfer.progress', progress)}</span>
          {view.phase === 'running' && (
            <>
              <span className={styles.info}>{t('terminal.transfer.waiting')}</span>
              <Button size="small" onClick={() => void cancel()}>
                {t('terminal.transfer.cancel')}
              </Button>
            </>
          )}
        </div>
      )}
      {view.phase === 'finished' && (
        <span role="status" data-testid="transfer-result" className={styles[view.tone]}>
          {view.message}
        </span>
      )}
      <HeldTransferList held={held} onFetch={(record) => void fetchApproved(record.recordId, record.fileName)} />
    </div>
  );
}

/** 上传文件 / 下载文件; where a behaviour policy forbids the direction, disabled yet focusable with the reason. */
function DirectionButton({
  label,
  testId,
  refusal,
  isDisabled,
  onClick,
}: {
  label: string;
  testId: string;
  refusal: string | null;
  isDisabled: boolean;
  onClick: () => void;
}) {
  if (refusal === null)
    return (
      <Button size="small" data-testid={testId} disabled={isDisabled} onClick={onClick}>
        {label}
      </Button>
    );
  return (
    <Tooltip content={refusal} relationship="description">
      <Button size="small" data-testid={testId} disabledFocusable>
        {label}
      </Button>
    </Tooltip>
  );
}
