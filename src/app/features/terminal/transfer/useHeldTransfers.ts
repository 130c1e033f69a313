import { useCallback, useEffect, useState } from 'react';
import { type TransferRecord, TransferStatus } from '../../../../shared/api/transfer';
import { fetchTransferRecord } from '../api';

/** How often a held transfer's record is read again while it waits for its approver. */
const POLL_MS = 5000;

/**
 * The transfers of one session tab held for approval (docs/file-transfer.md, "Approval"): each record is read again
 * until the approver has decided, so the tab shows an approved upload as placed and offers an approved download.
 */
export function useHeldTransfers() {
  const [held, setHeld] = useState<TransferRecord[]>([]);
  const isWaiting = held.some((record) => record.status === TransferStatus.held);

  useEffect(() => {
    if (!isWaiting) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      void Promise.all(
        held.map((record) =>
          record.status === TransferStatus.held
            ? fetchTransferRecord(record.recordId, controller.signal).catch(() => record)
            : record,
        ),
      ).then((next) => {
        if (!controller.signal.aborted) setHeld(next);
      });
    }, POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [held, isWaiting]);

  const track = useCallback((record: TransferRecord) => {
    setHeld((current) => [...current.filter((known) => known.recordId !== record.recordId), record]);
  }, []);

  return { held, track };
}
