import { describe, expect, it } from 'vitest';
import { type FeedResult, LineEditor, type SubmittedLine } from '../../../src/server/bastion/intercept/lineEditor';

const ESC = '\x1b';
const CSI = `${ESC}[`;
const SS3 = `${ESC}O`;
const PASTE = (text: string) => `${CSI}200~${text}${CSI}201~`;

type Step = { in: string | Buffer } | { out: string | Buffer };

/** Feeds keys (and host output) with holding off; returns what was submitted and what reached the host. */
function run(steps: Array<Step | string>, cols = 80) {
  const editor = new LineEditor({ cols, hold: false });
  const submitted: SubmittedLine[] = [];
  const forwarded: Buffer[] = [];
  for (const step of steps) {
    if (typeof step === 'string' || 'in' in step) {
      const result = editor.feedInput(typeof step === 'string' ? step : step.in);
      submitted.push(...result.submitted);
      forwarded.push(result.forward);
    } else {
      editor.feedOutput(step.out);
    }
  }
  return { submitted, forwarded: Buffer.concat(forwarded).toString('utf8'), editor };
}

const lines = (...keys: string[]) => run(keys).submitted.map((s) => s.line);

describe('line editor: keystrokes to the submitted line', () => {
  it.each([
    ['plain typing', ['ls -la\r'], 'ls -la'],
    ['DEL', ['lss\x7f -l\r'], 'ls -l'],
    ['BS', ['lsx\b\r'], 'ls'],
    ['backspace at the start does nothing', ['\x7f\x7fid\r'], 'id'],
    ['Ctrl-U kills back to the start', ['rm -rf /tmp\x15echo hi\r'], 'echo hi'],
    ['Ctrl-U kills only left of the cursor', [`echo abc${CSI}D${CSI}D\x15\r`], 'bc'],
    ['Ctrl-W kills a whitespace word', ['echo one two\x17three\r'], 'echo one three'],
    ['Ctrl-W skips trailing spaces first', ['echo one two  \x17\r'], 'echo one '],
    ['Ctrl-K kills to the end', [`echo abc${CSI}D${CSI}D\x0b\r`], 'echo a'],
    ['Ctrl-A then typing inserts at the start', ['ls\x01sudo \r'], 'sudo ls'],
    ['Ctrl-E goes back to the end', ['cat\x01\x05 x\r'], 'cat x'],
    ['Ctrl-B / Ctrl-F move', ['ac\x02b\x06d\r'], 'abcd'],
    ['Home and End, CSI H/F', [`ls${CSI}Hsudo ${CSI}F -l\r`], 'sudo ls -l'],
    ['Home and End, SS3 H/F', [`ls${SS3}Hsudo ${SS3}F -l\r`], 'sudo ls -l'],
    ['Home and End, CSI 1~/4~', [`ls${CSI}1~x${CSI}4~y\r`], 'xlsy'],
    ['Home and End, CSI 7~/8~', [`ls${CSI}7~x${CSI}8~y\r`], 'xlsy'],
    ['left and right arrows, CSI', [`ac${CSI}Db${CSI}Cd\r`], 'abcd'],
    ['left and right arrows, SS3', [`ac${SS3}Db${SS3}Cd\r`], 'abcd'],
    ['arrows stop at the ends', [`a${CSI}D${CSI}D${CSI}D<${CSI}C${CSI}C${CSI}C>\r`], '<a>'],
    ['Delete removes under the cursor', [`abc${CSI}D${CSI}D${CSI}3~\r`], 'ac'],
    ['Ctrl-D deletes under the cursor', ['abc\x02\x04\r'], 'ab'],
    ['Ctrl-T transposes', ['sl\x14\r'], 'ls'],
    ['Ctrl-Y yanks the last kill', ['abc\x15xyz \x19\r'], 'xyz abc'],
    ['consecutive kills join', ['one two three\x17\x17\x19\r'], 'one two three'],
    ['a kill after another edit starts afresh', ['one two\x17x\x7f\x17\x19\r'], 'one '],
    ['Alt-b / Alt-f move by words', [`echo foo-bar${ESC}b${ESC}bX${ESC}fY\r`], 'echo XfooY-bar'],
    ['Alt-d kills the next word', [`rm -rf /data/x\x01${ESC}d${ESC}dls\r`], 'ls /data/x'],
    ['Alt-Backspace kills a word of letters', [`cat /etc/passwd${ESC}\x7fshadow\r`], 'cat /etc/shadow'],
    ['Ctrl-Left / Ctrl-Right move by words', [`echo two${CSI}1;5DX${CSI}1;5CY\r`], 'echo XtwoY'],
    ['Chinese characters', ['echo 中文\x7f字\r'], 'echo 中字'],
    ['emoji and arrows over them', [`a😀c${CSI}D${CSI}Db\r`], 'ab😀c'],
    ['Ctrl-C abandons the line', ['rm -rf /\x03ls\r'], 'ls'],
    ['Ctrl-L leaves the line', ['ls\x0c -l\r'], 'ls -l'],
    ['a reply to a cursor position query is not a key', [`ls${CSI}12;5R\r`], 'ls'],
  ])('%s', (_name, keys, expected) => {
    const { submitted } = run(keys);
    expect(submitted.map((s) => s.line)).toEqual([expected]);
    expect(submitted[0]?.certain).toBe(true);
  });

  it('joins a UTF-8 character split across input chunks', () => {
    const bytes = Buffer.from('echo 中😀\r', 'utf8');
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    const { submitted, forwarded } = run(chunks.map((chunk) => ({ in: chunk })));
    expect(submitted.map((s) => [s.line, s.certain])).toEqual([['echo 中😀', true]]);
    expect(forwarded).toBe('echo 中😀\r');
  });

  it('joins an escape sequence split across chunks', () => {
    expect(run(['ac', ESC, '[', 'D', 'b\r']).submitted.map((s) => s.line)).toEqual(['abc']);
  });

  it.each([
    ['CR', 'ls\rpwd\r', ['ls', 'pwd']],
    ['LF', 'ls\npwd\n', ['ls', 'pwd']],
    ['CRLF is one Enter', 'ls\r\npwd\r\n', ['ls', 'pwd']],
    ['CR CR is two', 'ls\r\r', ['ls', '']],
    ['Ctrl-O submits too', 'ls\x0f', ['ls']],
  ])('submits on %s', (_name, keys, expected) => {
    expect(lines(keys)).toEqual(expected);
  });

  it('submits on a CR that follows a lone ESC or cuts an escape sequence short', () => {
    const { submitted } = run([`rm -rf /${ESC}\r`, `reboot${CSI}1\r`]);
    expect(submitted.map((s) => [s.typed, s.certain])).toEqual([
      ['rm -rf /', false],
      ['reboot', false],
    ]);
  });

  it('submits on a CR that cuts a UTF-8 character short', () => {
    const { submitted } = run([{ in: Buffer.from([0x6c, 0x73, 0xe4, 0xb8, 0x0d]) }]);
    expect(submitted.map((s) => [s.typed, s.reasons])).toEqual([['ls', ['invalid-bytes']]]);
  });

  it('gives up on a runaway escape sequence and still sees the CR after it', () => {
    const { submitted } = run([`ls${CSI}${'1;'.repeat(40)}\r`]);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.typed.startsWith('ls')).toBe(true);
    expect(submitted[0]?.reasons).toEqual(['invalid-bytes']);
  });

  it('treats Ctrl-D on an empty line as end of input, not a command', () => {
    expect(lines('\x04')).toEqual([]);
  });

  it.each([
    ['Tab', 'ls /et\t\r', 'ls /et', ['completion']],
    ['Shift-Tab', `ls${CSI}Z\r`, 'ls', ['completion']],
    ['Up (CSI)', `${CSI}A\r`, '', ['history']],
    ['Down (SS3)', `${SS3}B\r`, '', ['history']],
    ['Ctrl-P', '\x10\r', '', ['history']],
    ['Ctrl-R', '\x12rm\r', 'rm', ['history']],
    ['Page Up', `${CSI}5~\r`, '', ['history']],
    ['Alt-.', `cat ${ESC}.\r`, 'cat ', ['history']],
    ['Insert', `ls${CSI}2~x\r`, 'lsx', ['overwrite-mode']],
    ['Ctrl-_ (undo)', 'ls\x1f\r', 'ls', ['undo']],
    ['Ctrl-X prefix', 'ls\x18\x05\r', 'ls', ['unknown-key']],
    ['F5', `ls${CSI}15~\r`, 'ls', ['unknown-key']],
    ['an unknown Alt chord', `ls${ESC}u\r`, 'ls', ['unknown-key']],
    ['Ctrl-V with a control key', 'ls\x16\x09\r', 'ls', ['quoted-insert']],
    ['bytes that are not UTF-8', 'ls\xff\r', 'ls', ['invalid-bytes']],
  ])('marks the line uncertain after %s', (_name, keys, typed, reasons) => {
    const bytes = _name.startsWith('bytes') ? Buffer.from([0x6c, 0x73, 0xff, 0x0d]) : keys;
    const [line] = run([{ in: bytes }]).submitted;
    expect(line).toMatchObject({ typed, certain: false, reasons });
  });

  it('starts the next line certain again', () => {
    const { submitted } = run(['ls\t\r', 'pwd\r']);
    expect(submitted.map((s) => s.certain)).toEqual([false, true]);
  });

  it('inserts a character after Ctrl-V literally', () => {
    expect(lines('a\x16bc\r')).toEqual(['abc']);
  });
});

describe('line editor: bracketed paste', () => {
  it('submits each pasted line at its newline', () => {
    const { submitted } = run([PASTE('ls -l\rrm -rf /tmp/x\r')]);
    expect(submitted.map((s) => [s.line, s.pasted, s.certain])).toEqual([
      ['ls -l', true, true],
      ['rm -rf /tmp/x', true, true],
    ]);
  });

  it('accepts LF and CRLF inside a paste', () => {
    expect(lines(PASTE('a\nb\r\nc\n'))).toEqual(['a', 'b', 'c']);
  });

  it('keeps a paste without a newline in the line until Enter', () => {
    const { submitted } = run([`echo ${PASTE('中文 "quoted"')} done\r`]);
    expect(submitted.map((s) => [s.line, s.pasted])).toEqual([['echo 中文 "quoted" done', false]]);
  });

  it('takes editing keys inside a paste as text and a Tab as a tab', () => {
    expect(lines(PASTE('a\tb\x15c'), '\r')).toEqual(['a\tbc']);
    expect(run([PASTE('a\x15b'), '\r']).submitted[0]?.certain).toBe(false);
  });

  it('handles a paste split across chunks', () => {
    expect(lines(`${CSI}200~ec`, 'ho 1\rec', `ho 2${CSI}201~`, '\r')).toEqual(['echo 1', 'echo 2']);
  });
});

describe('line editor: full-screen programs', () => {
  it('suspends reconstruction while the alternate screen is on and says so', () => {
    const editor = new LineEditor({ cols: 80, hold: false });
    expect(editor.feedInput('vi notes\r').submitted.map((s) => s.line)).toEqual(['vi notes']);
    expect(editor.feedOutput(`${CSI}?1049h${CSI}H${CSI}2J~\r\n~`)).toEqual([{ kind: 'full-screen', active: true }]);
    expect(editor.fullScreen).toBe(true);
    const inVi = editor.feedInput('iecho text\r\x1b:wq\r');
    expect(inVi.submitted).toEqual([]);
    expect(inVi.forward.toString()).toBe('iecho text\r\x1b:wq\r');
    expect(editor.feedOutput(`${CSI}?1049l$ `)).toEqual([{ kind: 'full-screen', active: false }]);
    expect(editor.feedInput('ls\r').submitted.map((s) => [s.line, s.certain])).toEqual([['ls', true]]);
  });

  it.each(['?1047', '?47'])('recognises the older alternate screen %s', (mode) => {
    const editor = new LineEditor({ cols: 80, hold: false });
    editor.feedOutput(`${CSI}${mode}h`);
    expect(editor.fullScreen).toBe(true);
    editor.feedOutput(`${CSI}${mode}l`);
    expect(editor.fullScreen).toBe(false);
  });

  it('is fooled by a faked alternate screen (a documented limit of a line guard)', () => {
    const editor = new LineEditor({ cols: 80, hold: false });
    editor.feedOutput(`${CSI}?1049h`);
    expect(editor.feedInput('reboot\r').submitted).toEqual([]);
  });

  it('starts a clean line after a full-screen program ends', () => {
    const { submitted } = run(['half typed', { out: `${CSI}?1049h` }, 'x', { out: `${CSI}?1049l` }, 'id\r']);
    expect(submitted.map((s) => s.line)).toEqual(['id']);
  });
});

describe('line editor: reading the echo back', () => {
  it('reads a line recalled from history after the prompt', () => {
    const [line] = run([{ out: 'alice@web-01:~$ ' }, `${CSI}A`, { out: 'rm -rf /var/www' }, '\r']).submitted;
    expect(line).toMatchObject({ line: 'rm -rf /var/www', typed: '', echoed: 'rm -rf /var/www', certain: false });
    expect(line?.reasons).toContain('history');
    expect(line?.candidates).toEqual(['rm -rf /var/www']);
  });

  it('reads what Tab completed', () => {
    const [line] = run([{ out: '$ ' }, 'ls /et', { out: 'ls /et' }, '\t', { out: 'c/' }, '\r']).submitted;
    expect(line).toMatchObject({ line: 'ls /etc/', typed: 'ls /et', echoed: 'ls /etc/', certain: false });
    expect(line?.candidates).toEqual(['ls /et', 'ls /etc/']);
  });

  it('keeps a certain line certain when the echo agrees or only lags behind', () => {
    const agrees = run([{ out: '$ ' }, 'lss', { out: 'lss' }, '\x7f', { out: `\b${CSI}K` }, '\r']).submitted[0];
    expect(agrees).toMatchObject({ line: 'ls', echoed: 'ls', certain: true, candidates: ['ls'] });
    const lags = run([{ out: '$ ' }, 'ls -l\r']).submitted[0];
    expect(lags).toMatchObject({ line: 'ls -l', echoed: '', certain: true });
  });

  it('distrusts a certain-looking line whose echo differs (keys bound differently on the host)', () => {
    const [line] = run([{ out: '$ ' }, 'abc', { out: 'xyz' }, '\r']).submitted;
    expect(line).toMatchObject({ line: 'xyz', typed: 'abc', certain: false, reasons: ['echo-differs'] });
    expect(line?.candidates).toEqual(['abc', 'xyz']);
  });

  it("reads the line bash's reverse search shows", () => {
    const [line] = run([
      { out: '$ ' },
      '\x12',
      { out: `\r${CSI}K(reverse-i-search)\`': ` },
      'rm',
      { out: `\r${CSI}K(reverse-i-search)\`rm': rm -rf /data` },
      '\r',
    ]).submitted;
    expect(line).toMatchObject({ line: 'rm -rf /data', certain: false });
  });

  it('skips window-title sequences and colours in the prompt', () => {
    const prompt = `${ESC}]0;alice@web-01: ~\x07${CSI}01;32malice@web-01${CSI}00m:~$ `;
    const [line] = run([{ out: prompt }, `${CSI}A`, { out: 'systemctl stop nginx' }, '\r']).submitted;
    expect(line?.echoed).toBe('systemctl stop nginx');
  });

  it('reads wide characters and a line wrapped at the right margin', () => {
    const wide = run([{ out: '$ ' }, `${CSI}A`, { out: 'echo 中文' }, '\r']).submitted[0];
    expect(wide?.echoed).toBe('echo 中文');
    const wrapped = run([{ out: '$ ' }, `${CSI}A`, { out: 'echo 0123456789abcdef' }, '\r'], 12).submitted[0];
    expect(wrapped?.echoed).toBe('echo 0123456789abcdef');
  });

  it('follows readline redrawing in the middle of the line', () => {
    // Cursor left twice, then insert: readline prints the rest of the line and moves back.
    const [line] = run([
      { out: '$ ' },
      `${CSI}A`,
      { out: 'rm -f a' },
      `${CSI}D${CSI}D${CSI}D`,
      { out: '\b\b\b' },
      'r',
      { out: `${CSI}1@r` },
      '\r',
    ]).submitted;
    expect(line?.echoed).toBe('rm -rf a');
  });

  it('gives up on the echo when the cursor leaves the row', () => {
    const [line] = run([{ out: '$ ' }, `${CSI}A`, { out: `long${CSI}A${CSI}5Gx` }, '\r']).submitted;
    expect(line).toMatchObject({ echoed: undefined, line: '', certain: false });
  });

  it('marks a line typed at a password prompt as sensitive', () => {
    const [line] = run([{ out: '[sudo] password for alice: ' }, 'hunter2\r']).submitted;
    expect(line).toMatchObject({ sensitive: true, line: 'hunter2' });
    const [zh] = run([{ out: '请输入密码：' }, 'x\r']).submitted;
    expect(zh?.sensitive).toBe(true);
    const [plain] = run([{ out: '$ ' }, 'passwd alice\r']).submitted;
    expect(plain?.sensitive).toBe(false);
    const [hostName] = run([{ out: 'token-server:~$ ' }, 'ls\r']).submitted;
    expect(hostName?.sensitive).toBe(false);
    // A prompt made to look like a password prompt does not hide commands the host echoes.
    const [echoed] = run([{ out: 'password: ' }, 'rm -rf x', { out: 'rm -rf x' }, '\r']).submitted;
    expect(echoed).toMatchObject({ sensitive: false, line: 'rm -rf x', certain: true });
  });

  it('relearns the prompt after each command', () => {
    const { submitted } = run([{ out: 'a$ ' }, 'cd /srv\r', { out: '\r\nb$ ' }, `${CSI}A`, { out: 'cd /srv' }, '\r']);
    expect(submitted.map((s) => s.line)).toEqual(['cd /srv', 'cd /srv']);
  });
});

describe('line editor: holding the Enter for a decision', () => {
  const text = (result: FeedResult) => result.forward.toString('utf8');

  it('forwards everything before the Enter and holds the Enter', () => {
    const editor = new LineEditor({ cols: 80 });
    const result = editor.feedInput('rm -rf /\r');
    expect(text(result)).toBe('rm -rf /');
    expect(result.pending).toMatchObject({ line: 'rm -rf /', certain: true });
    expect(text(result.pending?.release() as FeedResult)).toBe('\r');
  });

  it('queues what is typed while a line is held and replays it on release', () => {
    const editor = new LineEditor({ cols: 80 });
    const first = editor.feedInput('ls\rpw');
    expect(text(first)).toBe('ls');
    expect(text(editor.feedInput('d\r'))).toBe('');
    const afterFirst = first.pending?.release() as FeedResult;
    expect(text(afterFirst)).toBe('\rpwd');
    expect(afterFirst.pending?.line).toBe('pwd');
    expect(text(afterFirst.pending?.release() as FeedResult)).toBe('\r');
  });

  it('tells the gateway when the user presses Ctrl-C while a line waits for approval', () => {
    const editor = new LineEditor({ cols: 80 });
    const held = editor.feedInput('reboot\r');
    expect(editor.feedInput('x').interruptedWhileHeld).toBeUndefined();
    const interrupt = editor.feedInput('\x03');
    expect(interrupt.interruptedWhileHeld).toBe(true);
    expect(interrupt.forward.length).toBe(0);
    expect([...(held.pending?.discard().forward ?? [])]).toEqual([0x05, 0x15]);
  });

  it('keeps CRLF together', () => {
    const editor = new LineEditor({ cols: 80 });
    const held = editor.feedInput('ls\r\n');
    const released = held.pending?.release() as FeedResult;
    expect(text(released)).toBe('\r\n');
    expect(released.pending).toBeUndefined();
  });

  it('discards a held line: clears it on the host and drops the type-ahead', () => {
    const editor = new LineEditor({ cols: 80 });
    const held = editor.feedInput('reboot\rls\r');
    editor.feedInput('more');
    const discarded = held.pending?.discard() as FeedResult;
    expect([...discarded.forward]).toEqual([0x05, 0x15]);
    expect(discarded.pending).toBeUndefined();
    const next = editor.feedInput('id\r');
    expect(text(next)).toBe('id');
    expect(next.pending?.line).toBe('id');
  });

  it('ends a paste before clearing the line when the held line came from a paste', () => {
    const editor = new LineEditor({ cols: 80, discardKeys: Buffer.from([0x03]) });
    const held = editor.feedInput(PASTE('shutdown -h now\rls\r'));
    expect(text(held)).toBe(`${CSI}200~shutdown -h now`);
    expect(held.pending?.pasted).toBe(true);
    expect(text(held.pending?.discard() as FeedResult)).toBe(`${CSI}201~\x03`);
    expect(editor.feedInput('ls\r').pending?.pasted).toBe(false);
  });

  it('holds each line of a multi-line paste in turn', () => {
    const editor = new LineEditor({ cols: 80 });
    const first = editor.feedInput(PASTE('a\rb\r'));
    expect(first.pending?.line).toBe('a');
    const second = first.pending?.release() as FeedResult;
    expect(text(second)).toBe('\rb');
    expect(second.pending?.line).toBe('b');
    expect(text(second.pending?.release() as FeedResult)).toBe(`\r${CSI}201~`);
  });

  it('settles once: a second release or discard does nothing', () => {
    const editor = new LineEditor({ cols: 80 });
    const { pending } = editor.feedInput('ls\r');
    expect(text(pending?.release() as FeedResult)).toBe('\r');
    expect(text(pending?.release() as FeedResult)).toBe('');
    expect(text(pending?.discard() as FeedResult)).toBe('');
  });

  it('lets the echo arrive while the line is held, then freezes it', () => {
    const editor = new LineEditor({ cols: 80 });
    editor.feedOutput('$ ');
    const { pending } = editor.feedInput(`${CSI}A\r`);
    expect(pending).toMatchObject({ line: '', certain: false });
    editor.feedOutput('drop database prod');
    expect(pending).toMatchObject({ line: 'drop database prod', echoed: 'drop database prod' });
    pending?.release();
    editor.feedOutput('\r\nERROR\r\n$ ');
    expect(pending?.line).toBe('drop database prod');
  });

  it('forwards every byte exactly once, in order, when every line is released', () => {
    const input = `ls -l\r\necho 中文\r${PASTE('a\rb\r')}vi x\r${CSI}A\rtop\r`;
    const editor = new LineEditor({ cols: 80 });
    const out: Buffer[] = [];
    const seen: string[] = [];
    let result = editor.feedInput(Buffer.from(input, 'utf8').subarray(0, 7));
    const rest = Buffer.from(input, 'utf8').subarray(7);
    const drain = (r: FeedResult): void => {
      out.push(r.forward);
      if (r.pending) {
        seen.push(r.pending.line);
        drain(r.pending.release());
      }
    };
    drain(result);
    result = editor.feedInput(rest);
    drain(result);
    expect(Buffer.concat(out).toString('utf8')).toBe(input);
    expect(seen).toEqual(['ls -l', 'echo 中文', 'a', 'b', 'vi x', '', 'top']);
  });
});
