/**
 * The recording of a graphical session (RDP, VNC) for the session audit's player. Like the terminal's
 * (sessionCastPath of terminal.ts) it is a file, not an envelope: GET /prod-api/audit/sessions/:sessionId/rfb with
 * the Authorization header answers the `.rfb` file (format in src/shared/protocol/graphical.ts) as it is on disk,
 * streamed, with its length; permission system:log:query, every download audited. While the session is online it
 * answers what is on disk so far (its last record may be cut: a reader takes that as the end). A session that is
 * not graphical, or has no recording, answers the coded auditRecordingNotFound.
 */
export const sessionRfbPath = (sessionId: number) => `/audit/sessions/${sessionId}/rfb`;

export const RFB_RECORDING_CONTENT_TYPE = 'application/x-gatehouse-rfb';

/** The session audit's protocols whose recording is graphical (`.rfb`) rather than asciicast. */
export const GRAPHICAL_PROTOCOLS = ['RDP', 'VNC'] as const;

export function isGraphicalProtocol(protocol: string | null | undefined): boolean {
  return (GRAPHICAL_PROTOCOLS as readonly string[]).includes((protocol ?? '').toUpperCase());
}
