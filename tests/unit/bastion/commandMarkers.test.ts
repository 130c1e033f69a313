import { describe, expect, it } from 'vitest';
import { commandMarker, parseCommandMarker } from '../../../src/server/bastion/recording/commandMarkers';

/** A command's marker in the .cast file carries its verdict, readable outside Gatehouse. */
describe('command markers', () => {
  it('a line that simply ran is marked by itself, as before', () => {
    expect(commandMarker('ls -l', 'run')).toBe('ls -l');
    expect(parseCommandMarker('ls -l')).toEqual({ verdict: 'run', line: 'ls -l' });
  });

  it('names the verdict of an intercepted line in front of it', () => {
    expect(commandMarker('rm -rf /', 'blocked')).toBe('[blocked] rm -rf /');
    expect(commandMarker('reboot', 'held')).toBe('[held] reboot');
    expect(commandMarker('sudo -i', 'warned')).toBe('[warned] sudo -i');
    expect(commandMarker('reboot', 'refused')).toBe('[refused] reboot');
    expect(commandMarker('reboot', 'withdrawn')).toBe('[withdrawn] reboot');
    for (const verdict of ['blocked', 'held', 'warned', 'refused', 'withdrawn'] as const)
      expect(parseCommandMarker(commandMarker('a [b] c', verdict))).toEqual({ verdict, line: 'a [b] c' });
  });

  it('an approved line names when it was typed and when it was released', () => {
    const label = commandMarker('reboot', 'approved', { typedAt: 12.3, releasedAt: 47.95 });
    expect(label).toBe('[approved, typed at 12.30 s, released at 47.95 s] reboot');
    expect(parseCommandMarker(label)).toEqual({
      verdict: 'approved',
      line: 'reboot',
      typedAt: 12.3,
      releasedAt: 47.95,
    });
  });

  it('a line that only looks like a verdict is not taken for one', () => {
    const label = commandMarker('[blocked] echo hi', 'run');
    expect(label).toBe('[run] [blocked] echo hi');
    expect(parseCommandMarker(label)).toEqual({ verdict: 'run', line: '[blocked] echo hi' });
  });
});
