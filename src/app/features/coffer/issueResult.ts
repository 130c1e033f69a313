import type { IssueLicenceReply } from '../../../shared/api/coffers';

/**
 * What the licence form says after /coffer/issueLicense answers (spec §8): none issued is an error
 * (没有授权成功), some issued and some refused is a warning that lists the refusals, all issued a success.
 */
export type IssueSummary =
  | { level: 'error'; issued: 0; failed: number }
  | { level: 'warning'; issued: number; failed: number }
  | { level: 'success'; issued: number; failed: 0 };

export function summariseIssue(reply: IssueLicenceReply): IssueSummary {
  const failed = reply.failures.length;
  if (reply.successCount <= 0) return { level: 'error', issued: 0, failed };
  if (failed > 0) return { level: 'warning', issued: reply.successCount, failed };
  return { level: 'success', issued: reply.successCount, failed: 0 };
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function issueSummaryText(summary: IssueSummary, t: Translate): string {
  if (summary.level === 'error') return t('msg.licenceNoneIssued');
  if (summary.level === 'warning') return t('coffer.issue.partial', { issued: summary.issued, failed: summary.failed });
  return t('msg.licenceIssued', { count: summary.issued });
}

export interface FailureRow {
  key: string;
  coffer: string;
  user: string;
  reason: string;
}

/** The refused pairs by name; an id the form no longer knows shows as #id. */
export function failureRows(
  failures: IssueLicenceReply['failures'],
  cofferNames: ReadonlyMap<number, string>,
  userNames: ReadonlyMap<number, string>,
): FailureRow[] {
  return failures.map((failure) => ({
    key: `${failure.cofferId}:${failure.userId}`,
    coffer: cofferNames.get(failure.cofferId) ?? `#${failure.cofferId}`,
    user: userNames.get(failure.userId) ?? `#${failure.userId}`,
    reason: failure.reason,
  }));
}
