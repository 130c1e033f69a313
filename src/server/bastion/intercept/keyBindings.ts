import type { InputToken } from './inputDecoder';
import type { LineBuffer } from './lineBuffer';
import type { UncertainReason } from './submittedLine';

/** What a key does to the line being typed, in readline's default emacs bindings. */
export type KeyAction =
  | { kind: 'edit'; edit: (buffer: LineBuffer) => void }
  /** The host does something with the line that keys alone do not show. */
  | { kind: 'uncertain'; reason: UncertainReason }
  /** Ctrl-O (operate-and-get-next): submits like Enter, then the host loads the next history line. */
  | { kind: 'submit-then-history' }
  /** Ctrl-C: the line is abandoned. */
  | { kind: 'abandon' }
  | { kind: 'paste-start' }
  | { kind: 'paste-end' }
  /** Ctrl-V: the next key is inserted as it is. */
  | { kind: 'quoted-insert' }
  | { kind: 'none' };

const edit = (change: (buffer: LineBuffer) => void): KeyAction => ({ kind: 'edit', edit: change });
const uncertain = (reason: UncertainReason): KeyAction => ({ kind: 'uncertain', reason });
const NONE: KeyAction = { kind: 'none' };

/** The action of every key but CR and LF, which the line editor treats as submit points itself. */
export function actionFor(token: Exclude<InputToken, { kind: 'newline' }>): KeyAction {
  switch (token.kind) {
    case 'char':
      return edit((b) => b.insert(token.text));
    case 'control':
      return controlAction(token.code);
    case 'csi':
      return csiAction(token.params, token.final);
    case 'ss3':
      return cursorKeyAction(token.final);
    case 'meta':
      return metaAction(token.text);
    case 'escape':
      return uncertain('unknown-key');
    case 'invalid':
      return uncertain('invalid-bytes');
  }
}

const CONTROL: Record<number, KeyAction> = {
  1: edit((b) => b.home()),
  2: edit((b) => b.left()),
  3: { kind: 'abandon' },
  // On an empty line Ctrl-D is end-of-file (the shell exits): nothing is submitted.
  4: edit((b) => {
    if (!b.isEmpty) b.deleteForward();
  }),
  5: edit((b) => b.end()),
  6: edit((b) => b.right()),
  // Ctrl-G (abort), Ctrl-L (redraw), Ctrl-Z and Ctrl-\ (signals) leave the line as it is.
  7: NONE,
  12: NONE,
  26: NONE,
  28: NONE,
  8: edit((b) => b.backspace()),
  127: edit((b) => b.backspace()),
  9: uncertain('completion'),
  11: edit((b) => b.killToEnd()),
  14: uncertain('history'),
  16: uncertain('history'),
  18: uncertain('history'),
  19: uncertain('history'),
  15: { kind: 'submit-then-history' },
  20: edit((b) => b.transpose()),
  21: edit((b) => b.killToStart()),
  22: { kind: 'quoted-insert' },
  23: edit((b) => b.killWhitespaceWordBack()),
  25: edit((b) => b.yank()),
  31: uncertain('undo'),
};

function controlAction(code: number): KeyAction {
  return CONTROL[code] ?? uncertain('unknown-key');
}

const TILDE: Record<string, KeyAction> = {
  '200': { kind: 'paste-start' },
  '201': { kind: 'paste-end' },
  '1': edit((b) => b.home()),
  '7': edit((b) => b.home()),
  '4': edit((b) => b.end()),
  '8': edit((b) => b.end()),
  '3': edit((b) => b.deleteForward()),
  '2': uncertain('overwrite-mode'),
  '5': uncertain('history'),
  '6': uncertain('history'),
};

function csiAction(params: string, final: string): KeyAction {
  if (final === '~') return TILDE[params] ?? uncertain('unknown-key');
  // Replies to the host's own queries (cursor position, device attributes), focus and mouse reports
  // are not keys.
  if (final === 'R' || final === 'c' || final === 'n' || final === 'I' || final === 'O') return NONE;
  if (params.startsWith('<') && (final === 'M' || final === 'm')) return NONE;
  if (final === 'Z') return uncertain('completion');
  if (params === '' || params === '1') return cursorKeyAction(final);
  // Ctrl- or Alt-arrows: word moves in the default inputrc of Debian and most distributions.
  if ((params === '1;5' || params === '1;3') && (final === 'C' || final === 'D')) {
    return final === 'C' ? edit((b) => b.wordRight()) : edit((b) => b.wordLeft());
  }
  return uncertain('unknown-key');
}

/** The final byte of an arrow, Home or End key, in its CSI or SS3 form. */
function cursorKeyAction(final: string): KeyAction {
  switch (final) {
    case 'A':
    case 'B':
      return uncertain('history');
    case 'C':
      return edit((b) => b.right());
    case 'D':
      return edit((b) => b.left());
    case 'H':
      return edit((b) => b.home());
    case 'F':
      return edit((b) => b.end());
    default:
      return uncertain('unknown-key');
  }
}

const META: Record<string, KeyAction> = {
  b: edit((b) => b.wordLeft()),
  f: edit((b) => b.wordRight()),
  d: edit((b) => b.killWordForward()),
  '\x7f': edit((b) => b.killWordBack()),
  '\x08': edit((b) => b.killWordBack()),
  '.': uncertain('history'),
  _: uncertain('history'),
  '<': uncertain('history'),
  '>': uncertain('history'),
  p: uncertain('history'),
  n: uncertain('history'),
};

function metaAction(text: string): KeyAction {
  return META[text] ?? uncertain('unknown-key');
}
