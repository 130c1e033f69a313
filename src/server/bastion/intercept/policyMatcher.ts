import { collapseWhitespace, commandVariants } from './commandVariants';
import { checkPattern, REGEX_FLAGS, RegexRunner } from './patternSafety';

/** 0: the pattern is a command fragment (see matchesFragment); 1: a regular expression. */
export type MatchKind = 0 | 1;
export type PolicyAction = 'block' | 'approve' | 'warn';

/** Empty lists mean "everyone" / "every asset" / "every account". */
export interface PolicyScope {
  userIds: number[];
  groupIds: number[];
  assetIds: number[];
  accountIds: number[];
}

export interface CommandPolicy {
  id: number;
  name?: string;
  /** 1 is the highest priority: a smaller number wins (see comparePolicies). */
  priority: number;
  matchKind: MatchKind;
  pattern: string;
  action: PolicyAction;
  scope: PolicyScope;
  enabled: boolean;
}

/** Who is running the command, where. */
export interface SessionContext {
  userId: number;
  groupIds: number[];
  assetId: number;
  accountId: number;
}

export interface PolicyMatch {
  policy: CommandPolicy;
  /** The reading of the submitted line that matched. */
  candidate: string;
  /** The regular expression ran out of time: the policy is applied as if it matched (fail closed). */
  timedOut: boolean;
}

export interface PolicyProblem {
  policyId: number;
  message: string;
}

const ACTION_WEIGHT: Record<PolicyAction, number> = { block: 0, approve: 1, warn: 2 };

/** Smaller priority number first; on a tie the stricter action (block, approve, warn), then the smaller id. */
export function comparePolicies(a: CommandPolicy, b: CommandPolicy): number {
  return a.priority - b.priority || ACTION_WEIGHT[a.action] - ACTION_WEIGHT[b.action] || a.id - b.id;
}

export function inScope(scope: PolicyScope, context: SessionContext): boolean {
  const allows = (ids: number[], value: number) => ids.length === 0 || ids.includes(value);
  return (
    allows(scope.userIds, context.userId) &&
    (scope.groupIds.length === 0 || scope.groupIds.some((id) => context.groupIds.includes(id))) &&
    allows(scope.assetIds, context.assetId) &&
    allows(scope.accountIds, context.accountId)
  );
}

/**
 * A string pattern matches when, after whitespace is collapsed on both sides and letter case ignored, it
 * occurs in a reading of the line without being glued to ASCII letters, digits or `_` (the characters of
 * command names and options): `reboot` matches `sudo reboot`, `ls;reboot` and `/sbin/reboot`, not
 * `rebooted`; `rm -rf` matches `rm -rf /tmp`. Chinese text has no spaces between words, so a fragment
 * in Chinese matches anywhere.
 */
export function matchesFragment(fragment: string, text: string): boolean {
  const needle = collapseWhitespace(fragment).toLowerCase();
  const haystack = text.toLowerCase();
  if (needle === '') return false;
  const wordAtStart = isWordChar(needle[0]);
  const wordAtEnd = isWordChar(needle[needle.length - 1]);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = at > 0 ? haystack[at - 1] : undefined;
    const after = haystack[at + needle.length];
    if ((!wordAtStart || !isWordChar(before)) && (!wordAtEnd || !isWordChar(after))) return true;
  }
  return false;
}

/**
 * The enabled policies, checked and compiled once (when policies change), matched per submitted line.
 * A stored policy whose pattern no longer passes the save-time check is left out and listed in `problems`
 * for the log: it cannot be applied, and matching everything instead would stop every session.
 */
export class PolicySet {
  readonly problems: PolicyProblem[] = [];
  private readonly policies: Array<{ policy: CommandPolicy; regex?: RegExp }> = [];
  private readonly runner = new RegexRunner();

  constructor(policies: readonly CommandPolicy[]) {
    for (const policy of [...policies].filter((p) => p.enabled).sort(comparePolicies)) {
      const check = checkPattern(policy.matchKind, policy.pattern, { probe: false });
      if (!check.ok) {
        this.problems.push({ policyId: policy.id, message: check.message });
        continue;
      }
      this.policies.push(
        policy.matchKind === 1 ? { policy, regex: new RegExp(policy.pattern, REGEX_FLAGS) } : { policy },
      );
    }
  }

  /**
   * The highest-priority policy in scope that matches any reading of any candidate line (pass every
   * candidate the line editor offers), or undefined.
   */
  match(candidates: readonly string[], context: SessionContext): PolicyMatch | undefined {
    const applicable = this.policies.filter((p) => inScope(p.policy.scope, context));
    const readings = new Map<string, string>();
    for (const candidate of candidates) {
      for (const variant of commandVariants(candidate)) if (!readings.has(variant)) readings.set(variant, candidate);
    }
    const texts = [...readings.keys()];
    if (texts.length === 0) return undefined;
    const firstString = applicable.findIndex(
      (p) => p.regex === undefined && texts.some((text) => matchesFragment(p.policy.pattern, text)),
    );
    const end = firstString < 0 ? applicable.length : firstString;
    // Only regular expressions ranked above the first string match can change the answer.
    const ranked = applicable.slice(0, end).flatMap((p, index) => (p.regex ? [{ index, regex: p.regex }] : []));
    const found = this.runner.firstMatch(
      ranked.map((r) => r.regex),
      texts,
    );
    const regexWon = found.index >= 0;
    const chosen = applicable[regexWon ? (ranked[found.index]?.index ?? end) : end];
    if (!chosen) return undefined;
    const matchedText = regexWon
      ? texts[found.textIndex]
      : texts.find((text) => matchesFragment(chosen.policy.pattern, text));
    const candidate = (matchedText === undefined ? undefined : readings.get(matchedText)) ?? candidates[0] ?? '';
    return { policy: chosen.policy, candidate, timedOut: regexWon && found.timedOut };
  }
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_]/u.test(char);
}
