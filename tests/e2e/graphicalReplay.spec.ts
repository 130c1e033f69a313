import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { RfbRecordingWriter } from '../../src/server/bastion/graphical/recording';
import { E2E_ADMIN, E2E_DATA_DIR } from './env';
import { ensureAdminReady } from './support/adminApi';
import { RfbRecorder } from './support/rfbRecorder';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';
import { X11Desktop } from './support/x11Desktop';

/**
 * The graphical replay on a real RFB stream: a desktop (Xvfb, served by x11vnc) is recorded through the bastion's
 * RfbRecordingWriter as a browser would have received it — red for two seconds, then blue — and stored as an RDP
 * session's recording. The auditor opens it in /vedio-replay: the download's progress, play, seek forward and back,
 * speed, and the canvas shows the desktop's colour of each moment.
 */
const ASSET = `rdp_replay_e2e_${Date.now()}`;
let sessionId = 0;

function insertSession(): number {
  const db = new Database(join(E2E_DATA_DIR, 'gatehouse.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const started = new Date().toISOString();
    const row = db
      .prepare(
        `insert into terminal_sessions (user_id, user_name, nick_name, asset_id, asset_name, address, port, protocol,
           account_id, account_name, encoding, client_ip, node_id, state, login_result, end_reason, cols, rows,
           recording_file, recording_bytes, started_at, ended_at)
         values (1, 'rdp_operator', 'RDP operator', 1, ?, '127.0.0.1', 3389, 'RDP', 1, 'Administrator', 'UTF-8',
           '127.0.0.1', 'e2e', 2, 0, 'userClosed', 800, 600, null, 0, ?, ?) returning id`,
      )
      .get(ASSET, started, new Date(Date.parse(started) + 5000).toISOString()) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

function finishSession(id: number, bytes: number): void {
  const db = new Database(join(E2E_DATA_DIR, 'gatehouse.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update terminal_sessions set recording_file = ?, recording_bytes = ? where id = ?').run(
      `${id}.rfb`,
      bytes,
      id,
    );
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ensureAdminReady();
  sessionId = insertSession();
  const desktop = await X11Desktop.start(800, 600);
  try {
    await desktop.fill('red');
    const writer = await RfbRecordingWriter.open({
      directory: join(E2E_DATA_DIR, 'recordings'),
      fileName: `${sessionId}.rfb`,
      sessionId,
      protocol: 'RDP',
      width: 800,
      height: 600,
    });
    const recorder = await RfbRecorder.start(desktop.vncPort, writer);
    await delay(2000);
    await desktop.fill('blue');
    await delay(2000);
    await recorder.stop();
    finishSession(sessionId, (await writer.ended).sizeBytes);
  } finally {
    await desktop.stop();
  }
});

/** The colour noVNC drew at three quarters of the remote screen's width and height (the pointer sits at its middle). */
function desktopColour(page: Page): Promise<number[]> {
  return page.getByTestId('graphical-replay-screen').evaluate((host) => {
    const canvas = host.querySelector('canvas');
    if (!canvas || canvas.width === 0) return [];
    const context = canvas.getContext('2d');
    if (!context) return [];
    const pixel = context.getImageData(
      Math.floor((canvas.width * 3) / 4),
      Math.floor((canvas.height * 3) / 4),
      1,
      1,
    ).data;
    return [pixel[0] ?? 0, pixel[1] ?? 0, pixel[2] ?? 0];
  });
}

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const near = (colour: number[], expected: number[]) =>
  colour.length === 3 && colour.every((value, index) => Math.abs(value - (expected[index] ?? 0)) < 60);

async function seekTo(page: Page, seconds: number): Promise<void> {
  await page.getByRole('slider', { name: '播放进度' }).evaluate((input, value) => {
    const slider = input as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(slider, String(value));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    slider.dispatchEvent(new Event('change', { bubbles: true }));
  }, seconds);
}

test('the auditor replays an RDP recording: play, seek forward and back, speed, the desktop drawn', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, `/vedio-replay?session=${sessionId}`);
  await expect(page.getByRole('heading', { name: /会话回放/ })).toContainText(ASSET);
  await expect(page.getByRole('button', { name: '播放' })).toBeVisible({ timeout: 20_000 });
  const time = page.getByTestId('replay-time');
  await expect(time).toContainText(/\/ 00:0[34]/);

  await page.getByRole('button', { name: '播放' }).click();
  await expect.poll(async () => near(await desktopColour(page), RED), { timeout: 10_000 }).toBe(true);
  await page.getByRole('combobox', { name: '倍速' }).click();
  await page.getByRole('option', { name: '4×' }).click();
  await expect.poll(async () => near(await desktopColour(page), BLUE), { timeout: 10_000 }).toBe(true);
  // It stops at the end.
  await expect(page.getByRole('button', { name: '播放' })).toBeVisible({ timeout: 10_000 });

  // Back to 1 s: a new noVNC fed from the start shows the red desktop again.
  await seekTo(page, 1);
  await expect.poll(async () => near(await desktopColour(page), RED)).toBe(true);
  await expect(time).toContainText('00:01 /');
  // Forward to 3.5 s: fed at once on the same screen.
  await seekTo(page, 3.5);
  await expect.poll(async () => near(await desktopColour(page), BLUE)).toBe(true);
  await expect(time).toContainText('00:03 /');
  // Nothing the page does reaches anything: the replay is read-only.
  await page.getByTestId('graphical-replay-screen').click();
  await page.keyboard.type('ls');
  await expect.poll(async () => near(await desktopColour(page), BLUE)).toBe(true);
});
