import { describe, expect, it } from 'vitest';
import { commandVariants, stripWrappers, unquote } from '../../../src/server/bastion/intercept/commandVariants';
import { checkPattern, MATCH_TIMEOUT_MS, RegexRunner } from '../../../src/server/bastion/intercept/patternSafety';
import {
  type CommandPolicy,
  comparePolicies,
  matchesFragment,
  PolicySet,
  type SessionContext,
} from '../../../src/server/bastion/intercept/policyMatcher';

const everyone = { userIds: [], groupIds: [], assetIds: [], accountIds: [] };
const session: SessionContext = { userId: 7, groupIds: [3, 4], assetId: 21, accountId: 105 };

let nextId = 1;
const policy = (over: Partial<CommandPolicy> & Pick<CommandPolicy, 'pattern'>): CommandPolicy => ({
  id: nextId++,
  priority: 50,
  matchKind: 0,
  action: 'block',
  scope: everyone,
  enabled: true,
  ...over,
});

describe('string patterns: a command fragment, case ignored, not glued to ASCII letters or digits', () => {
  it.each([
    ['reboot', 'reboot', true],
    ['reboot', 'sudo reboot', true],
    ['reboot', 'ls;reboot', true],
    ['reboot', '/sbin/reboot now', true],
    ['reboot', 'REBOOT', true],
    ['reboot', 'rebooted', false],
    ['reboot', 'xreboot', false],
    ['rm -rf', 'rm -rf /tmp/x', true],
    ['rm  -rf', 'rm -rf /tmp/x', true],
    ['rm -rf', 'rm -fr /tmp/x', false],
    ['rm', 'format c:', false],
    ['> /dev/sda', 'cat x > /dev/sda', true],
    ['drop table', 'DROP TABLE users;', true],
    ['删除', 'echo 删除数据', true],
  ])('%s in %s → %s', (pattern, text, expected) => {
    expect(matchesFragment(pattern, text)).toBe(expected);
  });
});

describe('readings of a line (normalisation against trivial disguises)', () => {
  it('collapses whitespace and drops invisible characters', () => {
    expect(commandVariants('  rm \t  -rf\u200b   /  ')).toContain('rm -rf /');
  });

  it('removes quotes and backslashes', () => {
    expect(unquote(`r'm' -rf "/"`)).toBe('rm -rf /');
    expect(unquote('\\rm -rf /')).toBe('rm -rf /');
    expect(commandVariants(`"r"e'b'oot`)).toContain('reboot');
  });

  it('reads each command of a list, pipeline, subshell or substitution on its own', () => {
    const variants = commandVariants('cd /tmp && ls | grep x; echo $(reboot) `halt` (init 0)');
    for (const part of ['cd /tmp', 'ls', 'grep x', 'echo', 'reboot', 'halt', 'init 0'])
      expect(variants).toContain(part);
  });

  it('reads each line of a multi-line paste', () => {
    expect(commandVariants('ls\nshutdown -h now')).toContain('shutdown -h now');
  });

  it.each([
    ['sudo reboot', 'reboot'],
    ['sudo -u root -i rm -rf /', 'rm -rf /'],
    ['sudo -- /usr/bin/rm -rf /', 'rm -rf /'],
    ['LANG=C FOO="x" rm -rf /', 'rm -rf /'],
    ['env -i PATH=/bin rm x', 'rm x'],
    ['nohup nice -n 10 timeout 5 /sbin/shutdown now', 'shutdown now'],
    ['doas -u root command exec halt', 'halt'],
    ['ls -l', 'ls -l'],
  ])('strips wrappers: %s → %s', (line, expected) => {
    expect(stripWrappers(line)).toBe(expected);
  });

  it('lets anchored regular expressions see the command after wrappers', () => {
    const set = new PolicySet([policy({ matchKind: 1, pattern: '^rm\\s+-(rf|fr)\\b' })]);
    expect(set.match(['sudo /bin/rm -fr /srv'], session)?.policy.pattern).toBe('^rm\\s+-(rf|fr)\\b');
    expect(set.match(['echo ok; LC_ALL=C rm -rf x'], session)).toBeDefined();
    expect(set.match(['echo rm -rf x'], session)).toBeUndefined();
  });

  it('cuts very long readings but still sees a command after padding', () => {
    const padded = `echo ${'a'.repeat(100_000)}; reboot`;
    const set = new PolicySet([policy({ pattern: 'reboot' })]);
    expect(set.match([padded], session)).toBeDefined();
    expect(Math.max(...commandVariants(padded).map((v) => v.length))).toBeLessThanOrEqual(4096);
  });
});

describe('choosing the policy', () => {
  it('takes the smallest priority number, then the stricter action, then the smaller id', () => {
    const warn = policy({ pattern: 'rm', priority: 10, action: 'warn' });
    const block = policy({ pattern: 'rm -rf', priority: 20, action: 'block' });
    const set = new PolicySet([block, warn]);
    expect(set.match(['rm -rf /'], session)?.policy).toBe(warn);

    const tieApprove = policy({ pattern: 'reboot', priority: 5, action: 'approve' });
    const tieBlock = policy({ pattern: 'reboot', priority: 5, action: 'block' });
    expect(new PolicySet([tieApprove, tieBlock]).match(['reboot'], session)?.policy).toBe(tieBlock);
    expect([tieApprove, tieBlock].sort(comparePolicies)).toEqual([tieBlock, tieApprove]);
  });

  it('lets a higher-priority regular expression win over a lower string one and the other way round', () => {
    const regex = policy({ matchKind: 1, pattern: 'shut(down)?', priority: 1, action: 'approve' });
    const text = policy({ pattern: 'shutdown', priority: 2, action: 'block' });
    expect(new PolicySet([text, regex]).match(['shutdown -h now'], session)?.policy).toBe(regex);
    const lowRegex = { ...regex, id: nextId++, priority: 3 };
    expect(new PolicySet([text, lowRegex]).match(['shutdown -h now'], session)?.policy).toBe(text);
  });

  it('skips disabled policies and answers undefined when nothing matches', () => {
    const set = new PolicySet([policy({ pattern: 'reboot', enabled: false }), policy({ pattern: 'halt' })]);
    expect(set.match(['reboot'], session)).toBeUndefined();
    expect(set.match([''], session)).toBeUndefined();
    expect(set.match([], session)).toBeUndefined();
  });

  it.each([
    ['user in list', { userIds: [7] }, true],
    ['other user', { userIds: [8] }, false],
    ['one of the groups', { groupIds: [9, 4] }, true],
    ['no shared group', { groupIds: [9] }, false],
    ['asset in list', { assetIds: [21, 22] }, true],
    ['other asset', { assetIds: [22] }, false],
    ['account in list', { accountIds: [105] }, true],
    ['other account', { accountIds: [106] }, false],
    ['all lists must agree', { userIds: [7], assetIds: [22] }, false],
  ])('scope: %s', (_name, scope, expected) => {
    const set = new PolicySet([policy({ pattern: 'reboot', scope: { ...everyone, ...scope } })]);
    expect(set.match(['reboot'], session) !== undefined).toBe(expected);
  });

  it('tests every candidate reading the line editor offers and names the one that matched', () => {
    const set = new PolicySet([policy({ pattern: 'drop database' })]);
    const found = set.match(['', 'drop database prod'], session);
    expect(found?.candidate).toBe('drop database prod');
    expect(found?.timedOut).toBe(false);
  });

  it('leaves out a stored policy whose pattern is no longer acceptable, and says why', () => {
    const broken = policy({ matchKind: 1, pattern: '(a+)+$' });
    const set = new PolicySet([broken, policy({ pattern: 'halt' })]);
    expect(set.problems).toEqual([{ policyId: broken.id, message: expect.stringContaining('Nested repetition') }]);
    expect(set.match(['halt'], session)).toBeDefined();
  });
});

describe('pattern safety', () => {
  it.each([
    [0, '', 'required'],
    [0, '   ', 'required'],
    [0, 'x'.repeat(501), 'too-long'],
    [1, '(unclosed', 'invalid'],
    [1, '[z-a]', 'invalid'],
    [1, '(\\w+)\\s+\\1', 'backreference'],
    [1, '(?<w>\\w+) \\k<w>', 'backreference'],
    [1, '(a+)+$', 'nested-repetition'],
    [1, '(\\s*-\\w+)*x', 'nested-repetition'],
    [1, '((ab)*c)+', 'nested-repetition'],
    [1, '(a|aa)*$', 'too-slow'],
  ])('refuses matchKind %s pattern %j: %s', (kind, pattern, expected) => {
    const check = checkPattern(kind as 0 | 1, pattern);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.problem).toBe(expected);
      expect(check.message.length).toBeGreaterThan(10);
    }
  });

  it('names the engine error for an invalid expression', () => {
    const check = checkPattern(1, '(unclosed');
    expect(check.ok === false && check.message).toMatch(/^Invalid regular expression: .*Unterminated group/);
  });

  it.each([
    [0, 'rm -rf'],
    [0, '(a+)+'],
    [1, '^rm\\s+-(rf|fr)\\b'],
    [1, '\\b(shutdown|reboot|halt|poweroff)\\b'],
    [1, '[(]a+[)]+'],
    [1, '\\(a+\\)+'],
    [1, 'dd\\s+if=.*of=/dev/sd[a-z]'],
    [1, '(-[a-z]{1,3}\\s+){0,5}'],
  ])('accepts matchKind %s pattern %j', (kind, pattern) => {
    expect(checkPattern(kind as 0 | 1, pattern)).toEqual({ ok: true });
  });

  it('interrupts a catastrophic expression and reports which one timed out', () => {
    const runner = new RegexRunner(MATCH_TIMEOUT_MS);
    const result = runner.firstMatch([/^nope$/u, /^(a+)+$/u], [`${'a'.repeat(40)}!`]);
    expect(result).toEqual({ index: 1, textIndex: -1, timedOut: true });
  });

  it('returns the first matching expression and text', () => {
    const runner = new RegexRunner();
    expect(runner.firstMatch([/x/u, /b/u, /a/u], ['aaa', 'abc'])).toEqual({ index: 1, textIndex: 1, timedOut: false });
    expect(runner.firstMatch([/x/u], ['aaa'])).toEqual({ index: -1, textIndex: -1, timedOut: false });
  });
});
