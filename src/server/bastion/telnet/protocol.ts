/** Telnet command bytes (RFC 854) and the option codes Gatehouse knows by name. */
export const IAC = 255;
export const DONT = 254;
export const DO = 253;
export const WONT = 252;
export const WILL = 251;
export const SB = 250;
export const SE = 240;

export const CR = 13;
export const LF = 10;
export const NUL = 0;

export type NegotiationVerb = typeof DO | typeof DONT | typeof WILL | typeof WONT;

export const Option = {
  binary: 0, // RFC 856
  echo: 1, // RFC 857
  suppressGoAhead: 3, // RFC 858
  terminalType: 24, // RFC 1091
  windowSize: 31, // NAWS, RFC 1073
} as const;

/** Terminal-type subnegotiation verbs (RFC 1091). */
export const TTYPE_IS = 0;
export const TTYPE_SEND = 1;
