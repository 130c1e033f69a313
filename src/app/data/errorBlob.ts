import { ResponseCode } from '../../shared/codes';

export interface BlobFailure {
  code: number;
  msg: string;
}

/** Whether an answer that should have been a file is the JSON envelope of a refusal instead (spec §7 Files). */
export const isJsonAnswer = (contentType: string): boolean => /\bapplication\/json\b/i.test(contentType);

/**
 * The code and msg of a refusal that came back where a file was expected. Null when the text is not such an
 * envelope: not JSON, no numeric code, or code 200 (a JSON file that happens to be the answer).
 */
export function parseErrorBlob(text: string): BlobFailure | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: not an envelope, so nothing to read out of it.
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { code, msg } = body as Record<string, unknown>;
  if (typeof code !== 'number' || code === ResponseCode.ok) return null;
  return { code, msg: typeof msg === 'string' ? msg.trim() : '' };
}
