/** Why a remote desktop's login failed, for the session row (login result, failure reason) and the coded refusal. */
export class DesktopLoginError extends Error {
  constructor(
    /** 'authRejected' (the server refused the credential) or 'connectFailed' (never got to a login), or 'error'. */
    readonly kind: 'authRejected' | 'connectFailed' | 'error',
    readonly exitCode: number | null,
    readonly detail: string,
  ) {
    super(`remote desktop login failed: ${kind} (${exitCode ?? 'no exit code'})`);
    this.name = 'DesktopLoginError';
  }

  get loginResult(): 2 | 3 {
    return this.kind === 'authRejected' ? 2 : 3;
  }
}
