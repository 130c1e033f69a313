import { describe, expect, it } from 'vitest';
import { validateLogin } from '../../src/app/features/login/validateLogin';
import { validateSetup } from '../../src/app/features/setup/validateSetup';
import { msgRef } from '../../src/shared/rules/validation';

const setup = {
  userName: 'root',
  nickName: 'Root',
  password: 'abc123!x',
  passwordConfirm: 'abc123!x',
  companyName: '',
};

describe('form validation with the shared schemas', () => {
  it('accepts a valid first administrator', () => {
    expect(validateSetup(setup)).toEqual({});
  });

  it('refuses weak, short and mismatched passwords with the §5 messages', () => {
    expect(validateSetup({ ...setup, password: 'abcdefgh', passwordConfirm: 'abcdefgh' }).password).toBe(
      'passwordWeak',
    );
    expect(validateSetup({ ...setup, password: 'a1!', passwordConfirm: 'a1!' }).password).toBe(
      'lengthBetween?min=6&max=32',
    );
    expect(validateSetup({ ...setup, passwordConfirm: 'other' }).passwordConfirm).toBe('passwordMismatch');
    expect(validateSetup({ ...setup, password: '', passwordConfirm: '' }).password).toBe('passwordRequired');
  });

  it('refuses a user name with other characters', () => {
    expect(validateSetup({ ...setup, userName: 'ro ot' }).userName).toBe('nameChars');
  });

  it('requires user name, password and — when enabled — the captcha', () => {
    const empty = { username: '', password: '', code: '', uuid: '' };
    expect(validateLogin(empty, true)).toEqual({
      username: 'usernameRequired',
      password: 'passwordRequired',
      code: 'captchaRequired',
    });
    expect(validateLogin({ ...empty, username: 'a', password: 'b' }, false)).toEqual({});
  });
});

describe('message references', () => {
  it('a key without parameters stays the bare key, so the login log never stores "badCredentials?"', () => {
    expect(msgRef('badCredentials', {})).toBe('badCredentials');
    expect(msgRef('maxLength', { max: 32 })).toBe('maxLength?max=32');
  });
});
