import { describe, expect, it } from 'vitest';
import { EchoScreen } from '../../../src/server/bastion/intercept/echoScreen';

/** Feeds in chunks below the bulk threshold: every character is stepped through. */
function stepped(text: string): EchoScreen {
  const screen = new EchoScreen(80);
  for (let i = 0; i < text.length; i += 100) screen.feed(text.slice(i, i + 100));
  return screen;
}

function state(screen: EchoScreen) {
  return {
    line: screen.lineText,
    beforeCursor: screen.textBeforeCursor,
    trusted: screen.trusted,
    fullScreen: screen.fullScreen,
  };
}

describe('echo screen on bulk output', () => {
  const lines = Array.from({ length: 300 }, (_, i) => `line ${i} ${'x'.repeat(i % 97)}`).join('\r\n');
  const cases: Record<string, string> = {
    'plain lines then a prompt': `${lines}\r\nuser@host:~$ ls -l`,
    'lines with a half-written last row': `${lines}\r\npartial\tout\bput`,
    'a cursor move before the last line (stepped through, untrusted kept right)': `${lines}\x1b[A\r\nafter`,
    'an alternate screen switch in the middle': `${lines}\x1b[?1049h\r\nfull`,
    'a colour sequence open at the end': `${lines}\r\n\x1b[31mred`,
    'wide characters': `${lines}\r\n中文提示符$ `,
  };
  for (const [name, text] of Object.entries(cases)) {
    it(`skips finished rows with the same result: ${name}`, () => {
      const bulk = new EchoScreen(80);
      bulk.feed(text);
      expect(state(bulk)).toEqual(state(stepped(text)));
    });
  }

  it('never skips from inside an escape string (an OSC title still open)', () => {
    const bulk = new EchoScreen(80);
    bulk.feed('\x1b]0;title');
    bulk.feed(`${lines}\r\nrest\x07prompt$ `);
    const small = new EchoScreen(80);
    small.feed('\x1b]0;title');
    for (let i = 0; i < lines.length; i += 100) small.feed(lines.slice(i, i + 100));
    small.feed('\r\nrest\x07prompt$ ');
    expect(state(bulk)).toEqual(state(small));
  });
});
