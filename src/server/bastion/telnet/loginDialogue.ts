/** The patterns that drive the login. Each is tested against the host's text since Gatehouse last answered. */
export interface LoginPatterns {
  /** The user name prompt, at the end of the text (`vm login: `). */
  login: RegExp;
  /** The password prompt, at the end of the text (`Password: `). */
  password: RegExp;
  /** The host's word that the login failed (`Login incorrect`). */
  failure: RegExp;
  /** A shell prompt at the end of the text: the login succeeded. */
  shell: RegExp;
}

export const DEFAULT_LOGIN_PATTERNS: LoginPatterns = {
  login: /(?:login|user ?name|user|用户名|账号)\s*[:：]\s*$/i,
  password: /(?:password|passcode|密码|口令)\s*[:：]\s*$/i,
  failure:
    /login incorrect|incorrect password|password incorrect|authentication fail|access denied|permission denied|login failed|invalid (?:login|password|user)|bad password|登录失败|密码错误|认证失败/i,
  shell: /[$#%>]\s*$/,
};

export type LoginStep =
  | { action: 'wait' }
  /** Send this line (the user name or the password) followed by Enter. */
  | { action: 'answer'; field: 'userName' | 'password'; text: string }
  | { action: 'loggedIn' }
  | { action: 'refused' };

/** Only the end of a long banner matters for a prompt. */
const WINDOW_BYTES = 4096;
// CSI and OSC sequences, so that a coloured prompt still matches.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ESC and BEL is the point
const ESCAPES = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;

/**
 * The conversation with the host's login program: answers its user name and password prompts once each and
 * tells when the login succeeded or was refused. Knows nothing of sockets, so it is tested on text alone.
 */
export class LoginDialogue {
  private window = Buffer.alloc(0);
  private sentUserName = false;
  private sentPassword = false;
  /** Something other than blank space arrived after the password: the host got past the password check. */
  outputAfterPassword = false;

  constructor(
    private readonly userName: string,
    private readonly password: string,
    private readonly patterns: LoginPatterns = DEFAULT_LOGIN_PATTERNS,
  ) {}

  get answeredPassword(): boolean {
    return this.sentPassword;
  }

  take(data: Buffer): LoginStep {
    this.window = Buffer.concat([this.window, data]);
    if (this.window.length > WINDOW_BYTES) this.window = this.window.subarray(this.window.length - WINDOW_BYTES);
    const text = this.window.toString('utf8').replace(ESCAPES, '');
    const { login, password, failure, shell } = this.patterns;
    const answered = this.sentUserName || this.sentPassword;
    if (this.sentPassword && text.trim() !== '') this.outputAfterPassword = true;
    if (answered && failure.test(text)) return { action: 'refused' };
    if (password.test(text)) {
      if (this.sentPassword) return { action: 'refused' };
      this.sentPassword = true;
      return this.answer('password', this.password);
    }
    if (login.test(text)) {
      // Asked for the user name again after an answer: the host did not take it.
      if (answered) return { action: 'refused' };
      this.sentUserName = true;
      return this.answer('userName', this.userName);
    }
    if (this.sentPassword && shell.test(text)) return { action: 'loggedIn' };
    return { action: 'wait' };
  }

  private answer(field: 'userName' | 'password', text: string): LoginStep {
    this.window = Buffer.alloc(0);
    return { action: 'answer', field, text };
  }
}
