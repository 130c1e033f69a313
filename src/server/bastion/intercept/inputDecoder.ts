/**
 * Turns the bytes a browser terminal (xterm.js) sends into keys, one byte at a time so that the line editor
 * can stop at the exact byte where a line is submitted. Keeps its state across chunks: an escape sequence
 * or a UTF-8 character may be split anywhere.
 */

export type InputToken =
  /** One printable character (a code point; CJK and emoji included). */
  | { kind: 'char'; text: string }
  /** A C0 control byte other than ESC, CR and LF (0x00–0x1f, 0x7f). */
  | { kind: 'control'; code: number }
  /** CR or LF: always a submit point, whatever came before it (see lineEditor.ts). */
  | { kind: 'newline'; code: 0x0d | 0x0a }
  /** ESC [ params final: arrows, Home/End, Delete, bracketed paste markers, function keys. */
  | { kind: 'csi'; params: string; final: string }
  /** ESC O final: the "application cursor keys" form of arrows and Home/End. */
  | { kind: 'ss3'; final: string }
  /** ESC followed by a printable character or DEL: Alt/Meta chords (Alt-b, Alt-f, Alt-Backspace). */
  | { kind: 'meta'; text: string }
  /** An ESC that no sequence followed (a control byte came next). */
  | { kind: 'escape' }
  /** Bytes that are not UTF-8. */
  | { kind: 'invalid' };

type State = 'ground' | 'esc' | 'csi' | 'ss3';

export class InputDecoder {
  private state: State = 'ground';
  private params = '';
  private utf8: number[] = [];
  private utf8Needed = 0;

  /** Returns the tokens completed by this byte: usually none or one, two when a control byte cut a sequence short. */
  push(byte: number): InputToken[] {
    if (this.utf8Needed > 0) return this.continueUtf8(byte);
    const isControl = byte < 0x20 || byte === 0x7f;
    if (this.state !== 'ground' && isControl && byte !== 0x1b && !(this.state === 'esc' && byte === 0x7f)) {
      // A control byte inside a sequence is acted on by every terminal and line discipline: never let an
      // escape prefix hide a CR from us.
      const cut: InputToken = this.state === 'esc' ? { kind: 'escape' } : { kind: 'invalid' };
      this.state = 'ground';
      return [cut, ...this.push(byte)];
    }
    switch (this.state) {
      case 'ground':
        return this.ground(byte);
      case 'esc':
        return this.afterEscape(byte);
      case 'csi':
        return this.inCsi(byte);
      case 'ss3':
        this.state = 'ground';
        return [{ kind: 'ss3', final: String.fromCharCode(byte) }];
    }
  }

  /** True while a sequence or character is only partly received. */
  get isMidSequence(): boolean {
    return this.state !== 'ground' || this.utf8Needed > 0;
  }

  private ground(byte: number): InputToken[] {
    if (byte === 0x1b) {
      this.state = 'esc';
      return [];
    }
    if (byte === 0x0d || byte === 0x0a) return [{ kind: 'newline', code: byte }];
    if (byte < 0x20 || byte === 0x7f) return [{ kind: 'control', code: byte }];
    if (byte < 0x80) return [{ kind: 'char', text: String.fromCharCode(byte) }];
    return this.startUtf8(byte);
  }

  private afterEscape(byte: number): InputToken[] {
    if (byte === 0x1b) return [{ kind: 'escape' }];
    if (byte === 0x5b) {
      this.state = 'csi';
      this.params = '';
      return [];
    }
    if (byte === 0x4f) {
      this.state = 'ss3';
      return [];
    }
    this.state = 'ground';
    if (byte >= 0x80) return [{ kind: 'escape' }, ...this.startUtf8(byte)];
    return [{ kind: 'meta', text: String.fromCharCode(byte) }];
  }

  private inCsi(byte: number): InputToken[] {
    if (byte >= 0x20 && byte <= 0x3f) {
      this.params += String.fromCharCode(byte);
      // A runaway sequence is not a key: give up on it rather than buffer without end.
      if (this.params.length > 32) {
        this.state = 'ground';
        return [{ kind: 'invalid' }];
      }
      return [];
    }
    this.state = 'ground';
    if (byte >= 0x40 && byte <= 0x7e) return [{ kind: 'csi', params: this.params, final: String.fromCharCode(byte) }];
    return [{ kind: 'invalid' }];
  }

  private startUtf8(byte: number): InputToken[] {
    const needed =
      byte >= 0xf0 && byte <= 0xf4 ? 3 : byte >= 0xe0 && byte <= 0xef ? 2 : byte >= 0xc2 && byte <= 0xdf ? 1 : 0;
    if (needed === 0) return [{ kind: 'invalid' }];
    this.utf8 = [byte];
    this.utf8Needed = needed;
    return [];
  }

  private continueUtf8(byte: number): InputToken[] {
    if ((byte & 0xc0) !== 0x80) {
      this.utf8Needed = 0;
      return [{ kind: 'invalid' }, ...this.push(byte)];
    }
    this.utf8.push(byte);
    this.utf8Needed -= 1;
    if (this.utf8Needed > 0) return [];
    const text = Buffer.from(this.utf8).toString('utf8');
    return text.includes('\ufffd') ? [{ kind: 'invalid' }] : [{ kind: 'char', text }];
  }
}
