import { useEffect, useState } from 'react';
import { fetchRfbRecording, type RfbRecordingData } from '../api';

export type RfbRecordingState =
  | { kind: 'loading'; received: number; total: number }
  | { kind: 'ready'; recording: RfbRecordingData }
  | { kind: 'failed'; error: unknown };

/** The recording, downloaded once per visit (each download is audited) with its progress. */
export function useRfbRecording(sessionId: number): RfbRecordingState {
  const [state, setState] = useState<RfbRecordingState>({ kind: 'loading', received: 0, total: 0 });
  useEffect(() => {
    const abort = new AbortController();
    let lastShown = 0;
    setState({ kind: 'loading', received: 0, total: 0 });
    fetchRfbRecording(
      sessionId,
      (received, total) => {
        // A re-render per network chunk would slow the download itself; a few a second are enough to watch.
        const now = performance.now();
        if (now - lastShown < 100 && received < total) return;
        lastShown = now;
        setState({ kind: 'loading', received, total });
      },
      abort.signal,
    ).then(
      (recording) => {
        if (!abort.signal.aborted) setState({ kind: 'ready', recording });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ kind: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [sessionId]);
  return state;
}
