import { useSearchParams } from 'react-router-dom';
import type { TerminalSession } from '../../../shared/api/terminal';
import { ensureSessionAuditTexts } from './i18n';
import { SessionListView } from './SessionListView';
import { SessionRecordView } from './SessionRecordView';

ensureSessionAuditTexts();

/**
 * /vedio-replay (spec §2, "session records", spelled so): full screen without the sidebar and without the
 * watermark. The list of sessions; `?session=<id>` shows one session's replay, so a replay has its own
 * address and the browser's back button returns to the list.
 */
export function VedioReplayPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('session');
  const sessionId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const open = (session: TerminalSession) => setSearch({ session: String(session.sessionId) });
  if (sessionId !== null)
    return <SessionRecordView key={sessionId} sessionId={sessionId} onBack={() => setSearch({})} />;
  return <SessionListView onOpen={open} />;
}
