import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferDirectionCode, TransferStatus } from '../../../../shared/api/transfer';
import { getHubClient } from '../../../../workers/client';
import { createSessionTransfer, fetchTransferRecord } from '../api';
import { useHeldTransfers } from './useHeldTransfers';

export type TransferView =
  | { phase: 'idle' }
  | { phase: 'running'; opId: string; direction: 'upload' | 'download'; name: string; percent: number }
  | { phase: 'finished'; tone: 'success' | 'error' | 'info'; message: string; done?: { name: string } };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The browser keeps a downloaded file by clicking a link to it. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * One session's file transfer (docs/file-transfer.md): a transfer record names the session and the remote
 * path, then the hub worker moves the bytes over the transfer sockets and reports progress. One transfer
 * at a time per session tab. A transfer the behaviour policies hold for approval is told as such and followed
 * (useHeldTransfers); `chunkBytes` is a remote desktop's upload frame size (spec §9).
 */
export function useSessionTransfer(sessionId: number, options: { chunkBytes?: number } = {}) {
  const { t } = useTranslation();
  const [view, setView] = useState<TransferView>({ phase: 'idle' });
  const running = useRef(false);
  const cancelled = useRef(false);
  const { held, track: trackHeld } = useHeldTransfers();
  const { chunkBytes } = options;

  /** True (and the user told) when the record waits for an approver instead of being done. */
  const isHeld = useCallback(
    async (recordId: number) => {
      const record = await fetchTransferRecord(recordId);
      if (record.status !== TransferStatus.held) return false;
      trackHeld(record);
      setView({ phase: 'finished', tone: 'info', message: t('terminalDrive.held.notice') });
      return true;
    },
    [t, trackHeld],
  );

  const track = useCallback(
    async <T>(direction: 'upload' | 'download', name: string, start: () => { opId: string; done: Promise<T> }) => {
      const hub = getHubClient();
      const handle = start();
      setView({ phase: 'running', opId: handle.opId, direction, name, percent: 0 });
      const stop = hub.onTransfer((progress) => {
        if (progress.opId !== handle.opId || progress.status !== 'running') return;
        setView({
          phase: 'running',
          opId: handle.opId,
          direction,
          name: progress.name || name,
          percent: progress.percent,
        });
      });
      try {
        return await handle.done;
      } finally {
        stop();
      }
    },
    [],
  );

  /** Runs one transfer; a second one while the first runs is answered with the §8 waiting text. */
  const exclusive = useCallback(
    async (work: () => Promise<void>) => {
      if (running.current) {
        setView((current) =>
          current.phase === 'running'
            ? current
            : { phase: 'finished', tone: 'info', message: t('terminal.transfer.waiting') },
        );
        return;
      }
      running.current = true;
      cancelled.current = false;
      try {
        await work();
      } catch (error) {
        const message = messageOf(error);
        setView(
          cancelled.current
            ? { phase: 'finished', tone: 'info', message: t('terminal.transfer.ended') }
            : { phase: 'finished', tone: 'error', message: t('terminal.transfer.failed', { message }) },
        );
      } finally {
        running.current = false;
      }
    },
    [t],
  );

  const upload = useCallback(
    (files: readonly File[], remoteDir: string) =>
      exclusive(async () => {
        const file = files.length === 1 ? files[0] : undefined;
        if (!file) {
          setView({ phase: 'finished', tone: 'error', message: t('terminal.transfer.selectOneFile') });
          return;
        }
        const { recordId } = await createSessionTransfer({
          sessionId,
          direction: TransferDirectionCode.upload,
          fileName: file.name,
          size: file.size,
          remotePath: remoteDir.trim(),
        });
        await track('upload', file.name, () => getHubClient().upload(String(recordId), file, file.name, chunkBytes));
        if (await isHeld(recordId)) return;
        setView({
          phase: 'finished',
          tone: 'success',
          message: t('terminal.transfer.uploadSuccess'),
          done: { name: file.name },
        });
      }),
    [chunkBytes, exclusive, isHeld, sessionId, t, track],
  );

  /** Receives a record's file over the download socket and saves it (an SFTP or drive download, or an approved one). */
  const receive = useCallback(
    async (recordId: number, name: string) => {
      let shownName = name;
      const blob = await track('download', name, () => {
        const handle = getHubClient().download(String(recordId));
        const stop = getHubClient().onTransfer((progress) => {
          if (progress.opId === handle.opId && progress.name) shownName = progress.name;
        });
        handle.done.finally(stop).catch(() => undefined);
        return handle;
      });
      saveBlob(blob, shownName);
      setView({
        phase: 'finished',
        tone: 'success',
        message: t('terminal.transfer.downloadSuccess'),
        done: { name: shownName },
      });
    },
    [t, track],
  );

  const download = useCallback(
    (remotePath: string) =>
      exclusive(async () => {
        const path = remotePath.trim();
        const name = path.split(/[\\/]/).filter(Boolean).at(-1) ?? 'file';
        const { recordId } = await createSessionTransfer({
          sessionId,
          direction: TransferDirectionCode.download,
          fileName: name,
          size: 0,
          remotePath: path,
        });
        if (await isHeld(recordId)) return;
        await receive(recordId, name);
      }),
    [exclusive, isHeld, receive, sessionId],
  );

  /** An approved held download: the copy the approver saw, from the bastion. */
  const fetchApproved = useCallback(
    (recordId: number, name: string) => exclusive(() => receive(recordId, name)),
    [exclusive, receive],
  );

  const cancel = useCallback(async () => {
    if (view.phase !== 'running') return;
    cancelled.current = true;
    await getHubClient().cancel(view.opId);
  }, [view]);

  return { view, upload, download, cancel, held, fetchApproved, dismiss: () => setView({ phase: 'idle' }) };
}
