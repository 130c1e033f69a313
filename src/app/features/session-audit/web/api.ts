import { type ListWebRequestsQuery, listWebRequests, type WebRequestRecord } from '../../../../shared/api/webAssets';
import { callPage, type Page } from '../../../data/http';

/** A web session's requests for the audit (docs/web-assets.md); the web view's only network call. */
export const fetchWebRequests = (
  sessionId: number,
  query: ListWebRequestsQuery,
  signal?: AbortSignal,
): Promise<Page<WebRequestRecord>> =>
  callPage(listWebRequests, { params: { sessionId: String(sessionId) }, query, signal });
