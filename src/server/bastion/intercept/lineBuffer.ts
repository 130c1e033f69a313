/**
 * The line being typed, edited the way GNU readline's emacs mode (bash's default, and libedit's and zsh's
 * closely enough) edits it: a cursor, kills into a kill buffer that consecutive kills extend, yank.
 * Characters are code points, as readline moves over them.
 */
export class LineBuffer {
  private chars: string[] = [];
  private cursor = 0;
  private killed = '';
  private lastWasKill = false;

  get text(): string {
    return this.chars.join('');
  }

  get isEmpty(): boolean {
    return this.chars.length === 0;
  }

  get cursorIndex(): number {
    return this.cursor;
  }

  /** Any edit that is not a kill ends a run of kills (the next kill starts a fresh kill buffer). */
  insert(text: string): void {
    this.lastWasKill = false;
    const chars = Array.from(text);
    this.chars.splice(this.cursor, 0, ...chars);
    this.cursor += chars.length;
  }

  backspace(): void {
    this.edit(() => {
      if (this.cursor === 0) return;
      this.chars.splice(this.cursor - 1, 1);
      this.cursor -= 1;
    });
  }

  deleteForward(): void {
    this.edit(() => this.chars.splice(this.cursor, 1));
  }

  left(): void {
    this.edit(() => {
      this.cursor = Math.max(0, this.cursor - 1);
    });
  }

  right(): void {
    this.edit(() => {
      this.cursor = Math.min(this.chars.length, this.cursor + 1);
    });
  }

  home(): void {
    this.edit(() => {
      this.cursor = 0;
    });
  }

  end(): void {
    this.edit(() => {
      this.cursor = this.chars.length;
    });
  }

  /** Alt-b, Ctrl-Left: to the start of this or the previous word (letters and digits). */
  wordLeft(): void {
    this.edit(() => {
      this.cursor = this.wordStartBefore(this.cursor, isWordChar);
    });
  }

  /** Alt-f, Ctrl-Right: to the end of this or the next word. */
  wordRight(): void {
    this.edit(() => {
      this.cursor = this.wordEndAfter(this.cursor);
    });
  }

  /** Ctrl-U (unix-line-discard): kill from the start of the line to the cursor. */
  killToStart(): void {
    this.kill(0, this.cursor, 'backward');
  }

  /** Ctrl-K (kill-line): kill from the cursor to the end. */
  killToEnd(): void {
    this.kill(this.cursor, this.chars.length, 'forward');
  }

  /** Ctrl-W (unix-word-rubout): kill back to the previous whitespace. */
  killWhitespaceWordBack(): void {
    this.kill(
      this.wordStartBefore(this.cursor, (c) => !/\s/u.test(c)),
      this.cursor,
      'backward',
    );
  }

  /** Alt-Backspace (backward-kill-word): kill back to the start of a word of letters and digits. */
  killWordBack(): void {
    this.kill(this.wordStartBefore(this.cursor, isWordChar), this.cursor, 'backward');
  }

  /** Alt-d (kill-word): kill to the end of the next word. */
  killWordForward(): void {
    this.kill(this.cursor, this.wordEndAfter(this.cursor), 'forward');
  }

  /** Ctrl-Y: insert the kill buffer at the cursor. */
  yank(): void {
    this.insert(this.killed);
  }

  /** Ctrl-T (transpose-chars): swap the characters around the cursor; at the end, the last two. */
  transpose(): void {
    this.edit(() => {
      if (this.chars.length < 2 || this.cursor === 0) return;
      const at = this.cursor === this.chars.length ? this.cursor - 1 : this.cursor;
      const before = this.chars[at - 1] as string;
      this.chars[at - 1] = this.chars[at] as string;
      this.chars[at] = before;
      this.cursor = at + 1;
    });
  }

  /** A submitted or abandoned line: the kill buffer survives, as readline's does. */
  clear(): void {
    this.chars = [];
    this.cursor = 0;
    this.lastWasKill = false;
  }

  private edit(change: () => void): void {
    this.lastWasKill = false;
    change();
  }

  private kill(from: number, to: number, direction: 'backward' | 'forward'): void {
    const text = this.chars.slice(from, to).join('');
    if (!this.lastWasKill) this.killed = text;
    else this.killed = direction === 'backward' ? text + this.killed : this.killed + text;
    this.chars.splice(from, to - from);
    this.cursor = from;
    this.lastWasKill = true;
  }

  private wordStartBefore(index: number, inWord: (c: string) => boolean): number {
    let i = index;
    while (i > 0 && !inWord(this.chars[i - 1] as string)) i -= 1;
    while (i > 0 && inWord(this.chars[i - 1] as string)) i -= 1;
    return i;
  }

  private wordEndAfter(index: number): number {
    let i = index;
    while (i < this.chars.length && !isWordChar(this.chars[i] as string)) i += 1;
    while (i < this.chars.length && isWordChar(this.chars[i] as string)) i += 1;
    return i;
  }
}

function isWordChar(char: string): boolean {
  return /[\p{L}\p{N}]/u.test(char);
}
