import {
  type ListMessagesQuery,
  listMessages,
  MessageStatus,
  markMessagesRead,
  type StationMessage,
} from '../../../shared/api/messages';
import { call, callPage, type Page } from '../../data/http';

/** The only file of the feature that calls the network (STYLE.md "Layout"). */

export function listStationMessages(query: ListMessagesQuery, signal?: AbortSignal): Promise<Page<StationMessage>> {
  return callPage(listMessages, { query, signal });
}

/** Spec §7: the bell lists pageNum 1, pageSize 3, status 1 (unread). */
export const LATEST_UNREAD_QUERY: ListMessagesQuery = { pageNum: 1, pageSize: 3, status: MessageStatus.unread };

export function listLatestUnread(signal?: AbortSignal): Promise<StationMessage[]> {
  return listStationMessages(LATEST_UNREAD_QUERY, signal).then((page) => page.rows);
}

/** Spec §7: mark-read takes recordId and isSelectAll 0; the reply carries the new unread count. */
export function markMessageRead(recordId: number): Promise<{ unreadCount: number }> {
  return call(markMessagesRead, { body: { recordId, isSelectAll: 0 } });
}

export function markAllMessagesRead(): Promise<{ unreadCount: number }> {
  return call(markMessagesRead, { body: { isSelectAll: 1 } });
}

/** The part of messageJumpParam (spec §3: JSON text) the detail dialog uses. */
export interface MessageJump {
  approveStatus?: number;
  recordId?: number;
  assetsIp?: string;
  agentId?: number | string;
  accountId?: number | string;
  protocols?: string;
  sessionId?: string;
  account?: string;
  assetsName?: string;
  /**
   * Approval messages (docs/approvals.md): which kind of request recordId is, and the asset's id; 'vault' is a
   * safe application (docs/coffer.md), with its safe's id.
   */
  approveType?: 'command' | 'login' | 'vault';
  assetId?: number;
  cofferId?: number;
}

/** The jump parameters of a message; {} for empty or unreadable text (the message then jumps nowhere). */
export function parseJumpParam(text: string): MessageJump {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const raw = value as Record<string, unknown>;
    const jump: MessageJump = {};
    const approveStatus = Number(raw.approveStatus);
    if (raw.approveStatus !== undefined && Number.isFinite(approveStatus)) jump.approveStatus = approveStatus;
    const recordId = Number(raw.recordId);
    if (raw.recordId !== undefined && Number.isFinite(recordId)) jump.recordId = recordId;
    for (const key of ['assetsIp', 'protocols', 'sessionId', 'account', 'assetsName'] as const) {
      if (typeof raw[key] === 'string') jump[key] = raw[key];
    }
    if (raw.approveType === 'command' || raw.approveType === 'login' || raw.approveType === 'vault')
      jump.approveType = raw.approveType;
    for (const key of ['assetId', 'cofferId'] as const) {
      const id = Number(raw[key]);
      if (raw[key] !== undefined && Number.isInteger(id) && id > 0) jump[key] = id;
    }
    for (const key of ['agentId', 'accountId'] as const) {
      const field = raw[key];
      if (typeof field === 'string' || typeof field === 'number') jump[key] = field;
    }
    return jump;
  } catch {
    // Not JSON: the server accepts only JSON here, so this is old or foreign data; it jumps nowhere.
    return {};
  }
}

/** Spec §2/§4: approveStatus 2 means the login was approved — the dialog offers 登录 (opens the terminal). */
export const APPROVED_LOGIN = 2;

/**
 * The terminal route for an approved login, in a new tab (spec §2: /terminal opens in a new tab): the
 * asset and account when the message names them (approval messages do), else every jump parameter.
 */
export function terminalPathFor(jump: MessageJump): string {
  if (jump.assetId !== undefined && jump.accountId !== undefined)
    return `/terminal?${new URLSearchParams({ assetId: String(jump.assetId), accountId: String(jump.accountId) })}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(jump)) {
    if (value !== undefined && key !== 'approveStatus') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `/terminal?${text}` : '/terminal';
}
