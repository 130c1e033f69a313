import { createContext, Script } from 'node:vm';

/**
 * Regular expressions in command policies are written by administrators and run against every line users
 * submit, on the server's event loop. Node's engine backtracks (there is no RE2 here), so a careless
 * pattern such as `(a+)+$` can take exponential time. Three layers keep that bounded:
 * 1. at save time, patterns that are too long, invalid, use backreferences, or repeat a repeated group
 *    are refused, and each accepted pattern is tried against adversarial inputs under a time limit
 *    (stored policies are checked again when loaded, without the timed trial);
 * 2. at match time, the examined text is capped (commandVariants.ts);
 * 3. at match time, all regular expressions run inside one vm call with a timeout, which interrupts even
 *    a backtracking regular expression; a policy whose match times out twice counts as matched (fail closed).
 * Residual risk: a pattern can still be slow (polynomial) on inputs the probe did not try; the timeout
 * then costs that line up to twice MATCH_TIMEOUT_MS of the event loop and applies the policy.
 */

export const MAX_PATTERN_CHARS = 500;
export const MATCH_TIMEOUT_MS = 100;
/**
 * Generous on purpose: an exponential pattern blows through any limit, while a busy server (or test run)
 * must not make a harmless pattern look slow.
 */
const PROBE_TIMEOUT_MS = 250;
export const REGEX_FLAGS = 'iu';

export type PatternProblem = 'required' | 'too-long' | 'invalid' | 'backreference' | 'nested-repetition' | 'too-slow';

export type PatternCheck = { ok: true } | { ok: false; problem: PatternProblem; message: string };

/** Texts for the console (the endpoint picks the user's language); `{detail}` is the engine's own words. */
export const PATTERN_PROBLEM_TEXT: Record<PatternProblem, { 'zh-CN': string; en: string }> = {
  required: { 'zh-CN': '请输入匹配内容', en: 'Enter a pattern' },
  'too-long': {
    'zh-CN': `匹配内容不能超过 ${MAX_PATTERN_CHARS} 个字符`,
    en: `The pattern must be at most ${MAX_PATTERN_CHARS} characters`,
  },
  invalid: { 'zh-CN': '正则表达式无效：{detail}', en: 'Invalid regular expression: {detail}' },
  backreference: {
    'zh-CN': '正则表达式不能使用反向引用（\\1、\\k<名称>），它们可能使匹配耗时过长',
    en: 'Backreferences (\\1, \\k<name>) are not allowed: they can make matching take too long',
  },
  'nested-repetition': {
    'zh-CN': '正则表达式不能嵌套重复（如 (a+)+），它们可能使匹配耗时过长',
    en: 'Nested repetition such as (a+)+ is not allowed: it can make matching take too long',
  },
  'too-slow': {
    'zh-CN': '该正则表达式在较长的命令上匹配过慢，请简化',
    en: 'This regular expression is too slow on long commands; simplify it',
  },
};

const problem = (kind: PatternProblem, detail = ''): PatternCheck => ({
  ok: false,
  problem: kind,
  message: PATTERN_PROBLEM_TEXT[kind].en.replace('{detail}', detail),
});

/**
 * The save-time check for a policy's pattern; matchKind 0 is a plain string, 1 a regular expression.
 * `probe: false` skips the timed trial (for policies already saved: their load must not depend on how busy
 * the machine is at that moment).
 */
export function checkPattern(matchKind: 0 | 1, pattern: string, options: { probe?: boolean } = {}): PatternCheck {
  if (pattern.trim() === '') return problem('required');
  if (pattern.length > MAX_PATTERN_CHARS) return problem('too-long');
  if (matchKind === 0) return { ok: true };
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, REGEX_FLAGS);
  } catch (error) {
    return problem('invalid', error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : '');
  }
  if (/\\[1-9]|\\k</u.test(stripClasses(pattern))) return problem('backreference');
  if (hasNestedRepetition(pattern)) return problem('nested-repetition');
  return options.probe === false || probe(regex) ? { ok: true } : problem('too-slow');
}

/**
 * Runs regular expressions over texts with a time limit: returns the index of the first expression (in
 * the given order) that matches any text, -1 for none, and whether that index is a timeout.
 */
export class RegexRunner {
  private readonly context = createContext({
    regexes: [] as RegExp[],
    texts: [] as string[],
    state: { at: -1, text: -1 },
  });
  private readonly script = new Script(
    `(() => { for (let i = 0; i < regexes.length; i++) { state.at = i; const re = regexes[i];
      for (let j = 0; j < texts.length; j++) { if (re.test(texts[j])) { state.text = j; return i; } } } return -1; })()`,
  );

  constructor(private readonly timeoutMs = MATCH_TIMEOUT_MS) {
    // Compile the script now, so that the first line a user submits does not pay for it inside the limit.
    this.script.runInContext(this.context);
  }

  /**
   * A timeout is tried once more before it counts: a pathological expression times out again, while a
   * pause of the whole process (a busy machine, garbage collection) rarely strikes twice.
   */
  firstMatch(regexes: RegExp[], texts: string[]): { index: number; textIndex: number; timedOut: boolean } {
    const first = this.run(regexes, texts);
    return first.timedOut ? this.run(regexes, texts) : first;
  }

  private run(regexes: RegExp[], texts: string[]): { index: number; textIndex: number; timedOut: boolean } {
    if (regexes.length === 0 || texts.length === 0) return { index: -1, textIndex: -1, timedOut: false };
    const state = { at: -1, text: -1 };
    Object.assign(this.context, { regexes, texts, state });
    try {
      const index = this.script.runInContext(this.context, { timeout: this.timeoutMs }) as number;
      return { index, textIndex: state.text, timedOut: false };
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
      return { index: state.at, textIndex: -1, timedOut: true };
    }
  }
}

const probeRunner = new RegexRunner(PROBE_TIMEOUT_MS);
const PROBE_TEXTS = ['a', ' ', '-', '/', 'a ', 'a-', '0', 'a/', 'rm -rf '].map(
  (unit) => `${unit.repeat(4096 / unit.length)}!`,
);

function probe(regex: RegExp): boolean {
  return !probeRunner.firstMatch([regex], PROBE_TEXTS).timedOut;
}

/** Character classes and escaped characters cannot open groups or repeat anything: blank them out first. */
function stripClasses(pattern: string): string {
  return pattern.replace(/\\./gsu, (m) => (/\\[1-9k]/u.test(m) ? m : '__')).replace(/\[(?:\\.|[^\]\\])*\]/gsu, '_');
}

/** A group that contains an unbounded repetition (+, *, {n,}) and is itself repeated without bound. */
function hasNestedRepetition(pattern: string): boolean {
  const text = stripClasses(pattern);
  const open: boolean[] = [];
  let lastGroupRepeats = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') {
      open.push(false);
      continue;
    }
    if (char === ')') {
      lastGroupRepeats = open.pop() ?? false;
      const after = text.slice(i + 1);
      if (lastGroupRepeats && /^(?:[+*]|\{\d+,\})/u.test(after)) return true;
      // The closed group's repetition makes its parent group contain one too.
      if (lastGroupRepeats && open.length > 0) open[open.length - 1] = true;
      continue;
    }
    const repeats = ((char === '+' || char === '*') && i > 0) || (char === '{' && /^\{\d+,\}/u.test(text.slice(i)));
    if (repeats && open.length > 0) open[open.length - 1] = true;
  }
  return false;
}
