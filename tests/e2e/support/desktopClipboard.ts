import { execFileSync } from 'node:child_process';
import type { TestXrdp } from '../../support/xrdp';

/** The remote desktop's own CLIPBOARD (the newest xrdp session's display), read with xclip; empty when unowned. */
export function desktopClipboard(rdp: TestXrdp): string {
  try {
    return execFileSync('xclip', ['-o', '-selection', 'clipboard'], {
      env: { ...process.env, ...rdp.newestDesktop() },
      timeout: 5000,
      encoding: 'utf8',
    });
  } catch {
    return '';
  }
}

/** What a user's Ctrl+V delivers to the focused page element: a paste event carrying `text`. */
export function pasteInto(element: Element, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}
