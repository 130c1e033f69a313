import { cellWidth } from './charWidth';

/**
 * A model of the one screen row the cursor is on, built from what the host prints: enough to read back the
 * line a shell shows at the prompt (see lineEditor.ts), and to know when a full-screen program (vi, top,
 * less) owns the screen. It follows the cursor movements and erasures that line editors such as readline,
 * zle and libedit use to redraw a line: CR, BS, TAB, CSI C/D/G (move), K (erase in line), P (delete),
 * @ (insert), X (erase), J (erase display). Anything that moves to another row (cursor up, absolute
 * positioning) makes the row "untrusted" until the next line feed or a cleared screen: the row then
 * no longer shows a line we can read.
 */
/** Below this many characters a chunk is simply stepped through. */
const SKIP_MIN_CHARS = 1024;

export class EchoScreen {
  /** Cells of the current row; '' marks the right half of a wide character, undefined a never-written cell. */
  private cells: Array<string | undefined> = [];
  /** Rows the current logical line wrapped from (auto-wrap at the right margin). */
  private wrapped = '';
  private col = 0;
  private state: 'ground' | 'esc' | 'esc-intermediate' | 'csi' | 'string' | 'string-esc' = 'ground';
  private params = '';
  private fullScreenMode = false;
  private isTrusted = true;

  constructor(private width: number) {}

  get fullScreen(): boolean {
    return this.fullScreenMode;
  }

  /** False while the cursor may be on another row than the one modelled. */
  get trusted(): boolean {
    return this.isTrusted && !this.fullScreenMode;
  }

  /** Text of the logical line: wrapped rows and the current row, unwritten cells as spaces, no trailing spaces. */
  get lineText(): string {
    return (this.wrapped + rowText(this.cells, this.cells.length)).trimEnd();
  }

  /** Text left of the cursor on the logical line, trailing spaces kept (a prompt ends with one). */
  get textBeforeCursor(): string {
    return this.wrapped + rowText(this.cells, this.col);
  }

  resize(width: number): void {
    this.width = Math.max(1, width);
  }

  /** Decoded host output (the caller keeps one UTF-8 decoder for the stream). */
  feed(text: string): void {
    for (const char of this.skipFinishedRows(text)) this.step(char);
  }

  /**
   * Bulk output (cat of a log) is mostly whole lines: the model only keeps the row after the last line feed.
   * When the text before it ends with CR LF and holds no escape sequence, stepping through it would end
   * exactly where this does (column 0 on a fresh, trusted row, parser in ground state), so it is skipped.
   */
  private skipFinishedRows(text: string): string {
    if (text.length < SKIP_MIN_CHARS) return text;
    const lineFeed = text.lastIndexOf('\r\n');
    if (lineFeed < 0 || text.slice(0, lineFeed).includes('\x1b') || !this.skipToFreshRow()) return text;
    return text.slice(lineFeed + 2);
  }

  /**
   * What stepping through text that ends with CR LF and holds no escape sequence leaves behind: column 0 on a
   * fresh, trusted row, the parser in ground state. Only possible from ground state (no escape sequence or
   * string open); answers whether it was done.
   */
  skipToFreshRow(): boolean {
    if (this.state !== 'ground') return false;
    this.col = 0;
    this.newRow();
    return true;
  }

  private step(char: string): void {
    const code = char.codePointAt(0) ?? 0;
    switch (this.state) {
      case 'ground':
        this.ground(char, code);
        return;
      case 'esc':
        this.afterEscape(char, code);
        return;
      case 'esc-intermediate':
        if (code >= 0x30 && code <= 0x7e) this.state = 'ground';
        return;
      case 'csi':
        if (code >= 0x20 && code <= 0x3f) {
          if (this.params.length < 64) this.params += char;
          return;
        }
        this.state = 'ground';
        if (code >= 0x40 && code <= 0x7e) this.csi(this.params, char);
        else if (code < 0x20) this.ground(char, code);
        return;
      case 'string':
        // OSC (window title, hyperlinks, shell integration marks), DCS, APC, PM, SOS: end at BEL or ESC \.
        if (code === 0x07) this.state = 'ground';
        else if (code === 0x1b) this.state = 'string-esc';
        return;
      case 'string-esc':
        this.state = char === '\\' ? 'ground' : 'string';
        return;
    }
  }

  private ground(char: string, code: number): void {
    if (code === 0x1b) {
      this.state = 'esc';
      return;
    }
    if (code < 0x20 || code === 0x7f) {
      this.control(code);
      return;
    }
    if (code >= 0x80 && code < 0xa0) return;
    this.print(char);
  }

  private afterEscape(char: string, code: number): void {
    if (char === '[') {
      this.state = 'csi';
      this.params = '';
    } else if (char === ']' || char === 'P' || char === '_' || char === '^' || char === 'X') {
      this.state = 'string';
    } else if (code >= 0x20 && code <= 0x2f) {
      this.state = 'esc-intermediate';
    } else {
      this.state = 'ground';
      // ESC 7 / ESC 8 (save and restore cursor) and ESC M (reverse index) may leave the row.
      if (char === '8' || char === 'M') this.isTrusted = false;
      if (char === 'c') this.clearAll();
    }
  }

  private control(code: number): void {
    switch (code) {
      case 0x0d:
        this.col = 0;
        return;
      case 0x0a:
      case 0x0b:
      case 0x0c:
        this.newRow();
        return;
      case 0x08:
        if (this.col > 0) this.col -= 1;
        return;
      case 0x09:
        this.col = Math.min(this.width, (Math.floor(this.col / 8) + 1) * 8);
        return;
      default:
        return;
    }
  }

  private csi(rawParams: string, final: string): void {
    const isPrivate = rawParams.startsWith('?');
    const params = (isPrivate ? rawParams.slice(1) : rawParams).split(';').map((p) => Number.parseInt(p, 10));
    const n = (index: number, fallback: number) => {
      const value = params[index];
      return value === undefined || Number.isNaN(value) ? fallback : value;
    };
    if (isPrivate) {
      if (final === 'h' || final === 'l') {
        if (params.some((p) => p === 1049 || p === 1047 || p === 47)) {
          this.fullScreenMode = final === 'h';
          this.clearAll();
        }
      }
      return;
    }
    switch (final) {
      case 'C':
        this.col = Math.min(this.width, this.col + Math.max(1, n(0, 1)));
        return;
      case 'D':
        this.col = Math.max(0, this.col - Math.max(1, n(0, 1)));
        return;
      case 'G':
      case '`':
        this.col = Math.min(this.width - 1, Math.max(0, n(0, 1) - 1));
        return;
      case 'K':
        this.eraseInLine(n(0, 0));
        return;
      case 'P':
        this.cells.splice(this.col, Math.max(1, n(0, 1)));
        return;
      case '@':
        if (this.col < this.cells.length) this.cells.splice(this.col, 0, ...Array(Math.max(1, n(0, 1))).fill(' '));
        return;
      case 'X':
        for (let i = 0; i < Math.max(1, n(0, 1)); i += 1)
          if (this.col + i < this.cells.length) this.cells[this.col + i] = ' ';
        return;
      case 'J':
        if (n(0, 0) >= 2) this.clearAll();
        else if (n(0, 0) === 0) this.cells.length = Math.min(this.cells.length, this.col);
        return;
      case 'H':
      case 'f':
        this.col = Math.max(0, n(1, 1) - 1);
        this.isTrusted = false;
        return;
      case 'A':
      case 'B':
      case 'E':
      case 'F':
      case 'd':
        this.isTrusted = false;
        return;
      default:
        return;
    }
  }

  private print(char: string): void {
    const width = cellWidth(char);
    if (width === 0) {
      const before = this.col - 1;
      if (before >= 0 && this.cells[before]) this.cells[before] += char;
      return;
    }
    if (this.col + width > this.width) {
      // The text goes on in the next row; a cell left blank because a wide character did not fit is not text.
      this.wrapped += rowText(this.cells, this.cells.length);
      this.cells = [];
      this.col = 0;
    }
    this.clearHalfOf(this.col);
    if (width === 2) this.clearHalfOf(this.col + 1);
    while (this.cells.length < this.col) this.cells.push(undefined);
    this.cells[this.col] = char;
    if (width === 2) this.cells[this.col + 1] = '';
    this.col += width;
  }

  /** Overwriting half of a wide character blanks its other half, as terminals do. */
  private clearHalfOf(index: number): void {
    if (this.cells[index] === '' && index > 0) this.cells[index - 1] = ' ';
    const current = this.cells[index];
    if (current && cellWidth(current) === 2 && this.cells[index + 1] === '') this.cells[index + 1] = ' ';
  }

  private eraseInLine(mode: number): void {
    if (mode === 0) this.cells.length = Math.min(this.cells.length, this.col);
    else if (mode === 1) for (let i = 0; i <= this.col && i < this.cells.length; i += 1) this.cells[i] = ' ';
    else this.cells = [];
  }

  private newRow(): void {
    this.cells = [];
    this.wrapped = '';
    this.isTrusted = true;
  }

  private clearAll(): void {
    this.cells = [];
    this.wrapped = '';
    this.col = 0;
    this.isTrusted = true;
  }
}

function rowText(cells: ReadonlyArray<string | undefined>, end: number): string {
  let text = '';
  for (let i = 0; i < end; i += 1) {
    const cell = i < cells.length ? cells[i] : undefined;
    text += cell === undefined ? ' ' : cell;
  }
  return text;
}
