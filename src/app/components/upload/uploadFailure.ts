import type { Text } from '../../data/decideResponse';
import type { ApiErrorKind } from '../../data/errors';

/**
 * What the widget says when an upload fails (spec §8): the server's refusal in its own words (上传失败 when it gave
 * none), 上传失败, 请重试 when the file may not have arrived, and nothing when the user cancelled or the session ended
 * (the session's own notice says that).
 */
export function uploadFailureText(error: { kind: ApiErrorKind; msg: string } | null): Text | null {
  if (!error) return { key: 'msg.uploadRetry' };
  switch (error.kind) {
    case 'aborted':
    case 'session':
      return null;
    case 'business':
      return error.msg ? { raw: error.msg } : { key: 'msg.uploadFailed' };
    default:
      return { key: 'msg.uploadRetry' };
  }
}
