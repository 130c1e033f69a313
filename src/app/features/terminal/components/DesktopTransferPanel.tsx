import {
  Button,
  makeStyles,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphicalSession } from '../../../../shared/api/graphicalSessions';
import type { DriveEntry } from '../../../../shared/api/transfer';
import { GRAPHICAL_UPLOAD_CHUNK_BYTES } from '../../../../shared/protocol/transfer';
import { formatDateTime } from '../../../components/formatDateTime';
import { formatFileSize } from '../../../components/formatFileSize';
import { terminalKeys, useDesktopDrive } from '../queries';
import { ensureTransferTexts } from '../transfer/i18n';
import { useSessionTransfer } from '../transfer/useSessionTransfer';
import { HeldTransferList } from './HeldTransferList';

ensureTransferTexts();

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    maxHeight: '40vh',
    overflowY: 'auto',
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  closed: { padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}` },
  hint: { color: tokens.colorNeutralForeground3 },
  progressBar: { width: '240px' },
  success: { color: tokens.colorPaletteGreenForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  info: { color: tokens.colorNeutralForeground2 },
});

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');
const childOf = (path: string, name: string) => (path ? `${path}/${name}` : name);

/**
 * The transfer drive of a remote desktop tab (docs/file-transfer.md, "Remote desktops"): what the desktop sees as the
 * drive "Gatehouse", folder by folder, with upload into the folder shown and download of its files, the hub's progress,
 * and the transfers held for approval. The server decides every direction; the panel only leaves out what the session's
 * policies refuse outright.
 */
export function DesktopTransferPanel({ session, isDisabled }: { session: GraphicalSession; isDisabled: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [path, setPath] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const transfer = useSessionTransfer(session.sessionId, { chunkBytes: GRAPHICAL_UPLOAD_CHUNK_BYTES });
  const canUpload = session.upload || session.held.includes('upload');
  const canDownload = session.download || session.held.includes('download');
  const listing = useDesktopDrive(session.sessionId, path, isOpen);
  const refresh = () => queryClient.invalidateQueries({ queryKey: terminalKeys.desktopDrive(session.sessionId, path) });
  const { view } = transfer;

  const handleUpload = async () => {
    await transfer.upload([...(fileInput.current?.files ?? [])], path);
    if (fileInput.current) fileInput.current.value = '';
    await refresh();
  };

  if (!isOpen)
    return (
      <div className={`${styles.row} ${styles.closed}`}>
        <Button size="small" data-testid="drive-toggle" onClick={() => setOpen(true)}>
          {t('terminalDrive.show')}
        </Button>
      </div>
    );
  return (
    <section className={styles.panel} aria-label={t('terminalDrive.title')} data-testid="desktop-drive">
      <div className={styles.row}>
        <Button size="small" onClick={() => setOpen(false)}>
          {t('terminalDrive.hide')}
        </Button>
        <Text weight="semibold" data-testid="drive-path">
          {t('terminalDrive.root')}
          {path ? ` / ${path.split('/').join(' / ')}` : ''}
        </Text>
        {path && (
          <Button size="small" onClick={() => setPath(parentOf(path))}>
            {t('terminalDrive.up')}
          </Button>
        )}
        <Button size="small" onClick={() => void refresh()}>
          {t('terminalDrive.refresh')}
        </Button>
      </div>
      <Text className={styles.hint}>{t('terminalDrive.hint')}</Text>
      {canUpload && (
        <div className={styles.row}>
          <input
            type="file"
            ref={fileInput}
            aria-label={t('terminal.transfer.chooseFile')}
            data-testid="drive-file"
            disabled={isDisabled}
          />
          <Button
            size="small"
            appearance="primary"
            data-testid="drive-upload"
            disabled={isDisabled}
            onClick={() => void handleUpload()}
          >
            {t('terminalDrive.upload')}
          </Button>
        </div>
      )}
      {listing.isError && <Text className={styles.error}>{listing.error.message}</Text>}
      {listing.data && (
        <DriveTable
          entries={listing.data.entries}
          canDownload={canDownload && !isDisabled}
          onOpen={(name) => setPath(childOf(path, name))}
          onDownload={(name) => void transfer.download(childOf(path, name))}
        />
      )}
      {view.phase === 'running' && (
        <div className={styles.row}>
          <ProgressBar
            className={styles.progressBar}
            value={view.percent / 100}
            aria-label={t('terminal.transfer.progress', view)}
          />
          <span data-testid="drive-percent">{t('terminal.transfer.progress', view)}</span>
          <Button size="small" onClick={() => void transfer.cancel()}>
            {t('terminal.transfer.cancel')}
          </Button>
        </div>
      )}
      {view.phase === 'finished' && (
        <span role="status" data-testid="drive-result" className={styles[view.tone]}>
          {view.message}
        </span>
      )}
      <HeldTransferList
        held={transfer.held}
        onFetch={(record) => void transfer.fetchApproved(record.recordId, record.fileName)}
      />
    </section>
  );
}

function DriveTable({
  entries,
  canDownload,
  onOpen,
  onDownload,
}: {
  entries: readonly DriveEntry[];
  canDownload: boolean;
  onOpen(name: string): void;
  onDownload(name: string): void;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text>{t('terminalDrive.empty')}</Text>;
  return (
    <Table size="extra-small" aria-label={t('terminalDrive.title')} data-testid="drive-entries">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('terminalDrive.name')}</TableHeaderCell>
          <TableHeaderCell>{t('terminalDrive.size')}</TableHeaderCell>
          <TableHeaderCell>{t('terminalDrive.modified')}</TableHeaderCell>
          <TableHeaderCell>{t('terminalDrive.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.name}>
            <TableCell>
              {entry.kind === 'folder' ? (
                <Button
                  size="small"
                  appearance="transparent"
                  aria-label={t('terminalDrive.open', { name: entry.name })}
                  onClick={() => onOpen(entry.name)}
                >
                  {entry.name}/
                </Button>
              ) : (
                <span title={t(`terminalDrive.kinds.${entry.kind}`)}>{entry.name}</span>
              )}
            </TableCell>
            <TableCell>
              {entry.kind === 'file' ? formatFileSize(entry.size) : t(`terminalDrive.kinds.${entry.kind}`)}
            </TableCell>
            <TableCell>{formatDateTime(entry.modifiedAt)}</TableCell>
            <TableCell>
              {entry.kind === 'file' && canDownload && (
                <Button
                  size="small"
                  aria-label={t('terminalDrive.downloadName', { name: entry.name })}
                  onClick={() => onDownload(entry.name)}
                >
                  {t('terminalDrive.download')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
