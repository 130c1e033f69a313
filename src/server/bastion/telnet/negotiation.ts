import { negotiation } from './encoder';
import { DO, DONT, type NegotiationVerb, Option, WILL, WONT } from './protocol';

type OptionState = 'no' | 'yes' | 'wantyes' | 'wantno';

/** Options Gatehouse performs itself when the host asks (DO): it says what terminal it is and its size. */
const OURS: ReadonlySet<number> = new Set([
  Option.terminalType,
  Option.windowSize,
  Option.suppressGoAhead,
  Option.binary,
]);
/** Options Gatehouse lets the host perform (WILL): the host echoes, drops go-aheads, may send binary. */
const THEIRS: ReadonlySet<number> = new Set([Option.echo, Option.suppressGoAhead, Option.binary]);

export interface NegotiationHooks {
  /** Gatehouse now performs `option` (e.g. NAWS: send the window size now). */
  onOursEnabled?(option: number): void;
  onOursDisabled?(option: number): void;
  onTheirsEnabled?(option: number): void;
  onTheirsDisabled?(option: number): void;
}

/**
 * The option negotiation of one connection (RFC 854 and the loop-free rules of RFC 1143). Gatehouse answers
 * the host, agreeing to the options above and refusing all others, and never answers a request that would
 * not change an option's state (so two peers cannot loop). It starts one negotiation itself, `offer`.
 */
export class OptionNegotiator {
  private readonly ours = new Map<number, OptionState>();
  private readonly theirs = new Map<number, OptionState>();

  constructor(
    private readonly send: (bytes: Buffer) => void,
    private readonly hooks: NegotiationHooks = {},
  ) {}

  isOurs(option: number): boolean {
    return this.ours.get(option) === 'yes';
  }

  isTheirs(option: number): boolean {
    return this.theirs.get(option) === 'yes';
  }

  /**
   * Offers to perform one of our options (WILL) before the host asks. Used for BINARY: outside binary mode a
   * telnetd may strip the eighth bit of what the user types, which breaks UTF-8 and GB2312 input.
   */
  offer(option: number): void {
    if (!OURS.has(option) || (this.ours.get(option) ?? 'no') !== 'no') return;
    this.ours.set(option, 'wantyes');
    this.send(negotiation(WILL, option));
  }

  handle(verb: NegotiationVerb, option: number): void {
    if (verb === WILL || verb === WONT) {
      this.receive(this.theirs, option, verb === WILL, THEIRS.has(option), DO, DONT, {
        enabled: this.hooks.onTheirsEnabled,
        disabled: this.hooks.onTheirsDisabled,
      });
    } else {
      this.receive(this.ours, option, verb === DO, OURS.has(option), WILL, WONT, {
        enabled: this.hooks.onOursEnabled,
        disabled: this.hooks.onOursDisabled,
      });
    }
  }

  private receive(
    states: Map<number, OptionState>,
    option: number,
    wantsOn: boolean,
    agreeable: boolean,
    yes: NegotiationVerb,
    no: NegotiationVerb,
    hooks: { enabled?: (option: number) => void; disabled?: (option: number) => void },
  ): void {
    const state = states.get(option) ?? 'no';
    if (wantsOn) {
      if (state === 'yes') return;
      if (state === 'wantno') {
        states.set(option, 'no');
        return;
      }
      if (state === 'no' && !agreeable) {
        this.send(negotiation(no, option));
        return;
      }
      states.set(option, 'yes');
      if (state === 'no') this.send(negotiation(yes, option));
      hooks.enabled?.(option);
      return;
    }
    if (state === 'no') return;
    states.set(option, 'no');
    if (state === 'yes') {
      this.send(negotiation(no, option));
      hooks.disabled?.(option);
    }
  }
}
