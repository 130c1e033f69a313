import { describe, expect, it } from 'vitest';
import { cellWidth } from '../../../src/server/bastion/intercept/charWidth';
import { EchoScreen } from '../../../src/server/bastion/intercept/echoScreen';

const CSI = '\x1b[';

const screenAfter = (output: string, cols = 80) => {
  const screen = new EchoScreen(cols);
  screen.feed(output);
  return screen;
};

describe('echo screen: the row under the cursor', () => {
  it.each([
    ['plain text', 'hello', 'hello'],
    ['carriage return overwrites', 'hello\rJ', 'Jello'],
    ['line feed starts a new row', 'old\r\nnew', 'new'],
    ['backspace moves left', 'abc\b\bX', 'aXc'],
    ['erase to end of line', `abcdef\b\b\b${CSI}K`, 'abc'],
    ['erase to start of line', `abcdef\b\b\b${CSI}1K`, '    ef'],
    ['erase whole line', `abcdef${CSI}2K`, ''],
    ['cursor back and forward', `abcdef${CSI}4DX${CSI}2CY`, 'abXdeY'],
    ['column absolute', `abcdef${CSI}3GX`, 'abXdef'],
    ['delete characters', `abcdef${CSI}5D${CSI}2P`, 'adef'],
    ['insert blanks', `abcdef${CSI}4D${CSI}2@XY`, 'abXYcdef'],
    ['erase characters', `abcdef${CSI}5D${CSI}2X`, 'a  def'],
    ['tab stops every 8 columns', 'ab\tc', 'ab      c'],
    ['colours are not text', `${CSI}1;31mred${CSI}0m`, 'red'],
    ['an OSC title ended by BEL', '\x1b]0;title\x07$ ', '$'],
    ['an OSC ended by ESC \\', '\x1b]8;;http://x\x1b\\link', 'link'],
    ['a character set designation', '\x1b(Bplain', 'plain'],
    ['clear screen', `junk${CSI}H${CSI}2J$ `, '$'],
    ['wide characters take two cells', `中文${CSI}2DX`, '中X'],
    ['overwriting half a wide character blanks the other half', '中文\b\b\bX', ' X文'],
    ['combining marks join their base', 'e\u0301!', 'e\u0301!'],
  ])('%s', (_name, output, expected) => {
    expect(screenAfter(output).lineText).toBe(expected);
  });

  it('joins a line wrapped at the right margin', () => {
    expect(screenAfter('0123456789abc', 10).lineText).toBe('0123456789abc');
    expect(screenAfter('$ 中文中文中', 10).lineText).toBe('$ 中文中文中');
    expect(screenAfter('$ a中文中文', 10).lineText).toBe('$ a中文中文');
  });

  it('keeps the spaces left of the cursor (a prompt ends with one)', () => {
    expect(screenAfter('user@host:~$ ').textBeforeCursor).toBe('user@host:~$ ');
    expect(screenAfter(`abc${CSI}2D`).textBeforeCursor).toBe('a');
  });

  it('stops trusting the row when the cursor leaves it, until a new row or a cleared screen', () => {
    const screen = screenAfter(`abc${CSI}A`);
    expect(screen.trusted).toBe(false);
    screen.feed('\r\n');
    expect(screen.trusted).toBe(true);
    screen.feed(`${CSI}5;1H`);
    expect(screen.trusted).toBe(false);
    screen.feed(`${CSI}2J`);
    expect(screen.trusted).toBe(true);
  });

  it('follows the alternate screen across chunk boundaries', () => {
    const screen = new EchoScreen(80);
    screen.feed('\x1b[?10');
    screen.feed('49h');
    expect(screen.fullScreen).toBe(true);
    expect(screen.trusted).toBe(false);
    screen.feed(`${CSI}?1049l`);
    expect(screen.fullScreen).toBe(false);
  });
});

describe('cell widths', () => {
  it.each([
    ['a', 1],
    ['中', 2],
    ['한', 2],
    ['ア', 2],
    ['Ａ', 2],
    ['😀', 2],
    ['\u0301', 0],
    ['\u200b', 0],
    ['é', 1],
  ])('%s is %i cells', (char, width) => {
    expect(cellWidth(char)).toBe(width);
  });
});
