import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Plays the person reading the captcha image: looks the answer up in the server's SQLite database,
 * where Gatehouse keeps it in plain text for its two-minute, single-use life.
 */
export function readCaptchaAnswer(dataDir: string, uuid: string): string {
  const db = new Database(join(dataDir, 'gatehouse.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select answer from captchas where uuid = ?').get(uuid) as { answer: string } | undefined;
    if (!row) throw new Error(`no captcha ${uuid} in ${dataDir}`);
    return row.answer;
  } finally {
    db.close();
  }
}
