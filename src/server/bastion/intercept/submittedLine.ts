/** What the line editor reports for each line a user submits. */

/**
 * Why a submitted line may not be what the host runs. Any reason makes the line "uncertain".
 * - completion: Tab or Shift-Tab, the host completed something we cannot see;
 * - history: Up/Down, Ctrl-P/N/R/S/O, PgUp/PgDn, Alt-. and friends recalled a line only the host knows;
 * - unknown-key: a key or chord this editor does not model (it may be bound to anything on the host);
 * - overwrite-mode: Insert toggled overwrite, which this editor does not model;
 * - undo: Ctrl-_ restored an earlier state;
 * - quoted-insert: Ctrl-V put a control character into the line;
 * - invalid-bytes: input that is not UTF-8;
 * - echo-differs: what the host shows at the prompt is not what the keys typed.
 */
export type UncertainReason =
  | 'completion'
  | 'history'
  | 'unknown-key'
  | 'overwrite-mode'
  | 'undo'
  | 'quoted-insert'
  | 'invalid-bytes'
  | 'echo-differs';

export interface SubmittedLine {
  /** The best reconstruction: the typed line when certain, otherwise what the host echoed (if readable). */
  line: string;
  certain: boolean;
  reasons: UncertainReason[];
  /** The line as rebuilt from the keystrokes alone. */
  typed: string;
  /** The line as read back from the host's echo after the prompt; undefined when it could not be read. */
  echoed: string | undefined;
  /** Every distinct reading (typed, echoed): a policy check must test each, the guard acts on the worst. */
  candidates: string[];
  /**
   * The prompt asked for a password or code and the host did not echo the answer: check the line, but never
   * store its text in the command index.
   */
  sensitive: boolean;
  /** Submitted by a newline inside a bracketed paste rather than by the Enter key. */
  pasted: boolean;
}

/** A submitted line whose echo reading stays live until frozen (the host may still be echoing). */
export class LiveLine {
  private frozen: SubmittedLine | undefined;

  constructor(
    private readonly typed: string,
    private readonly keyReasons: UncertainReason[],
    private readonly secretPrompt: boolean,
    private readonly pasted: boolean,
    private readonly readEcho: () => string | undefined,
  ) {}

  snapshot(): SubmittedLine {
    if (this.frozen) return this.frozen;
    const echoed = this.readEcho();
    const typedTrimmed = this.typed.trimEnd();
    const reasons = [...this.keyReasons];
    // An echo that is a prefix of the typed line is only lagging behind; anything else disagrees.
    if (echoed !== undefined && echoed !== typedTrimmed && !typedTrimmed.startsWith(echoed))
      reasons.push('echo-differs');
    const certain = reasons.length === 0;
    const line = certain || echoed === undefined || echoed === '' ? this.typed : echoed;
    const candidates = [...new Set([this.typed, ...(echoed === undefined ? [] : [echoed])])].filter(
      (c, _i, all) => c !== '' || all.length === 1,
    );
    return {
      line,
      certain,
      reasons,
      typed: this.typed,
      echoed,
      candidates,
      // A secret prompt whose answer the host echoed was not asking for a secret after all.
      sensitive: this.secretPrompt && !echoed,
      pasted: this.pasted,
    };
  }

  freeze(): void {
    this.frozen = this.snapshot();
  }
}
