import { CR, DO, DONT, IAC, type NegotiationVerb, NUL, SB, SE, WILL, WONT } from './protocol';

/** What the host sent, in order: its text and its Telnet commands. */
export type TelnetEvent =
  | { type: 'data'; data: Buffer }
  | { type: 'negotiate'; verb: NegotiationVerb; option: number }
  | { type: 'subnegotiation'; option: number; data: Buffer }
  /** Any other command (NOP, GA, AYT, DM…): reported, the session ignores it. */
  | { type: 'command'; code: number };

type State = 'data' | 'iac' | 'verb' | 'sbOption' | 'sb' | 'sbIac' | 'cr';

/** Longer subnegotiations are cut short: no option Gatehouse accepts needs more. */
export const MAX_SUBNEGOTIATION_BYTES = 4096;

/**
 * Splits the host's byte stream into text and Telnet commands, keeping its place across chunks (a command
 * may arrive split over several TCP reads). Text is unescaped (IAC IAC is one 0xFF byte) and, unless the host
 * sends in binary mode, CR NUL becomes CR as RFC 854 asks.
 */
export class TelnetParser {
  private state: State = 'data';
  private verb: NegotiationVerb = DO;
  private sbOption = 0;
  private sbBytes: number[] = [];
  /** True when the host sends in binary mode (it WILL BINARY and we agreed). */
  binaryIn = false;

  /**
   * Reads one chunk, reporting each event as it is found, so that an answer to a negotiation (binary mode on
   * or off) applies to the rest of the same chunk.
   */
  feed(chunk: Buffer, onEvent: (event: TelnetEvent) => void): void {
    const events = { push: onEvent };
    // Start of the current run of plain text in `chunk`, or -1 when not inside one.
    let runStart = -1;
    const endRun = (end: number) => {
      if (runStart >= 0 && end > runStart) events.push({ type: 'data', data: chunk.subarray(runStart, end) });
      runStart = -1;
    };
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index] as number;
      switch (this.state) {
        case 'cr':
          this.state = 'data';
          // CR NUL is a bare carriage return: drop the NUL.
          if (byte === NUL) break;
          index--;
          break;
        case 'data':
          if (byte === IAC) {
            endRun(index);
            this.state = 'iac';
          } else {
            if (runStart < 0) runStart = index;
            if (byte === CR && !this.binaryIn) {
              endRun(index + 1);
              this.state = 'cr';
            }
          }
          break;
        case 'iac':
          this.state = 'data';
          if (byte === IAC) {
            events.push({ type: 'data', data: Buffer.from([IAC]) });
          } else if (byte === DO || byte === DONT || byte === WILL || byte === WONT) {
            this.verb = byte;
            this.state = 'verb';
          } else if (byte === SB) {
            this.state = 'sbOption';
          } else {
            events.push({ type: 'command', code: byte });
          }
          break;
        case 'verb':
          events.push({ type: 'negotiate', verb: this.verb, option: byte });
          this.state = 'data';
          break;
        case 'sbOption':
          this.sbOption = byte;
          this.sbBytes = [];
          this.state = 'sb';
          break;
        case 'sb':
          if (byte === IAC) this.state = 'sbIac';
          else this.keepSubnegotiationByte(byte);
          break;
        case 'sbIac':
          if (byte === IAC) {
            this.keepSubnegotiationByte(IAC);
            this.state = 'sb';
          } else if (byte === SE) {
            events.push({ type: 'subnegotiation', option: this.sbOption, data: Buffer.from(this.sbBytes) });
            this.sbBytes = [];
            this.state = 'data';
          } else {
            // IAC followed by anything else inside a subnegotiation: a broken peer. End it there and read
            // the command as if the subnegotiation had been closed (what most Telnet stacks do).
            events.push({ type: 'subnegotiation', option: this.sbOption, data: Buffer.from(this.sbBytes) });
            this.sbBytes = [];
            this.state = 'iac';
            index--;
          }
          break;
      }
    }
    endRun(chunk.length);
  }

  private keepSubnegotiationByte(byte: number): void {
    if (this.sbBytes.length < MAX_SUBNEGOTIATION_BYTES) this.sbBytes.push(byte);
  }
}
