import { describe, expect, it } from 'vitest';
import { LoginDialogue } from '../../../src/server/bastion/telnet/loginDialogue';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('Telnet login dialogue', () => {
  it('answers the user name and the password once each, then sees the shell prompt', () => {
    const dialogue = new LoginDialogue('gh_pw', 'secret');
    expect(dialogue.take(text('Debian GNU/Linux 12\r\n'))).toEqual({ action: 'wait' });
    expect(dialogue.take(text('vm log'))).toEqual({ action: 'wait' });
    expect(dialogue.take(text('in: '))).toEqual({ action: 'answer', field: 'userName', text: 'gh_pw' });
    expect(dialogue.take(text('gh_pw\r\nPassword: '))).toEqual({ action: 'answer', field: 'password', text: 'secret' });
    expect(dialogue.take(text('\r\nLast login: today\r\n'))).toEqual({ action: 'wait' });
    expect(dialogue.take(text('\x1b[01;32mgh_pw@vm\x1b[00m:~$ '))).toEqual({ action: 'loggedIn' });
  });

  it('sees a refused login in the words of Debian login', () => {
    const dialogue = new LoginDialogue('gh_pw', 'wrong');
    dialogue.take(text('vm login: '));
    dialogue.take(text('Password: '));
    expect(dialogue.take(text('\r\n'))).toEqual({ action: 'wait' });
    expect(dialogue.take(text('\r\nLogin incorrect\r\n'))).toEqual({ action: 'refused' });
  });

  it('a second login or password prompt means the answer was not taken', () => {
    const asked = new LoginDialogue('u', 'p');
    asked.take(text('login: '));
    asked.take(text('Password: '));
    expect(asked.take(text('\r\nlogin: '))).toEqual({ action: 'refused' });
    const again = new LoginDialogue('u', 'p');
    again.take(text('Password: '));
    expect(again.take(text('\r\nPassword: '))).toEqual({ action: 'refused' });
  });

  it('matches prompts case-insensitively and in Chinese', () => {
    const dialogue = new LoginDialogue('u', 'p');
    expect(dialogue.take(text('Username:'))).toMatchObject({ field: 'userName' });
    expect(dialogue.take(text('密码：'))).toMatchObject({ field: 'password' });
  });

  it('takes other patterns for hosts that word their prompts differently', () => {
    const dialogue = new LoginDialogue('u', 'p', {
      login: /who are you\?\s*$/,
      password: /secret word\?\s*$/,
      failure: /go away/,
      shell: /ready>\s*$/,
    });
    expect(dialogue.take(text('who are you? '))).toMatchObject({ field: 'userName' });
    expect(dialogue.take(text('secret word? '))).toMatchObject({ field: 'password' });
    expect(dialogue.take(text('ready> '))).toEqual({ action: 'loggedIn' });
  });

  it('does not count a prompt character in the banner as logged in before the password', () => {
    const dialogue = new LoginDialogue('u', 'p');
    expect(dialogue.take(text('Welcome to router #'))).toEqual({ action: 'wait' });
  });
});
