/** The xterm set-up shared by the web terminal, the live monitor and the share guest's page: fit, search, links, WebGL where available. */
import { FitAddon } from '@xterm/addon-fit';
import { SearchAddon } from '@xterm/addon-search';
import { WebLinksAddon } from '@xterm/addon-web-links';
import { WebglAddon } from '@xterm/addon-webgl';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';

export interface Xterm {
  terminal: Terminal;
  fit: FitAddon;
  search: SearchAddon;
}

function hasWebgl2(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

/**
 * One xterm with the fit, search and web-links addons, drawn with WebGL where the browser has it; where
 * it has not (or loses the context later), xterm's own DOM renderer draws instead, without a word.
 */
export function createXterm(host: HTMLElement): Xterm {
  const terminal = new Terminal({
    cursorBlink: true,
    fontFamily: 'Menlo, Consolas, "DejaVu Sans Mono", "Noto Sans Mono CJK SC", monospace',
    fontSize: 14,
    scrollback: 5000,
    allowProposedApi: true,
  });
  const fit = new FitAddon();
  const search = new SearchAddon();
  terminal.loadAddon(fit);
  terminal.loadAddon(search);
  terminal.loadAddon(new WebLinksAddon());
  terminal.open(host);
  if (hasWebgl2()) {
    try {
      const webgl = new WebglAddon();
      webgl.onContextLoss(() => webgl.dispose());
      terminal.loadAddon(webgl);
    } catch {
      // The DOM renderer stays.
    }
  }
  return { terminal, fit, search };
}

/** The terminal's buffer as text, one line per row (trailing blanks trimmed). */
export function bufferText(terminal: Terminal): string {
  const buffer = terminal.buffer.active;
  const lines: string[] = [];
  for (let row = 0; row < buffer.length; row += 1) lines.push(buffer.getLine(row)?.translateToString(true) ?? '');
  return lines.join('\n');
}
