/**
 * The readings of a command line that policies are matched against, so that trivial disguises do not slip
 * past a pattern: collapsed whitespace, quotes and backslashes removed (`r'm'`, `\rm`), each simple command
 * of a list or pipeline on its own (`ls; reboot`), and each of those without the wrappers that run another
 * command (`sudo -u root`, `env A=1`, `nohup`, `timeout 5`, `/usr/bin/`). A line matches a policy when any
 * reading does. This is normalisation against typing tricks, not a shell parser: see
 * docs/command-interception.md for what still gets through (variables, aliases, scripts, encodings).
 */

/** Longest part of a line that is examined; longer ones are cut after splitting, so padding cannot push a command out of view. */
export const MAX_EXAMINED_CHARS = 4096;
/** Readings kept per line; a line with more simple commands than this is examined on the first ones only. */
export const MAX_VARIANTS = 256;

const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const SEPARATORS = /\|\||&&|[;|&\n(){}`]|\$\(/u;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/u;

/** Options of wrappers that take a value as the next word. */
const WRAPPERS: Record<string, { valueOptions: string[]; positional?: number }> = {
  sudo: { valueOptions: ['-u', '-g', '-C', '-h', '-p', '-U', '-r', '-t', '-D', '-R', '-T'] },
  doas: { valueOptions: ['-u', '-C'] },
  env: { valueOptions: ['-u', '-C', '-S'] },
  command: { valueOptions: [] },
  builtin: { valueOptions: [] },
  exec: { valueOptions: ['-a'] },
  nohup: { valueOptions: [] },
  time: { valueOptions: ['-f', '-o'] },
  nice: { valueOptions: ['-n'] },
  ionice: { valueOptions: ['-c', '-n', '-p'] },
  stdbuf: { valueOptions: ['-i', '-o', '-e'] },
  setsid: { valueOptions: [] },
  chroot: { valueOptions: [], positional: 1 },
  timeout: { valueOptions: ['-s', '-k'], positional: 1 },
  xargs: { valueOptions: ['-I', '-n', '-P', '-d', '-L', '-s', '-a', '-E'] },
  busybox: { valueOptions: [] },
};

/** Whitespace collapsed, invisible and control characters dropped, letter case kept. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(CONTROL_OR_INVISIBLE, (char) => (/\s/u.test(char) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
}

export function commandVariants(line: string): string[] {
  const variants = new Set<string>();
  const add = (text: string) => {
    const value = collapseWhitespace(text).slice(0, MAX_EXAMINED_CHARS);
    if (value !== '' && variants.size < MAX_VARIANTS) variants.add(value);
  };
  const collapsed = collapseWhitespace(line.replace(/\n/g, ' ; '));
  const forms = [collapsed, unquote(collapsed)];
  for (const form of forms) add(form);
  for (const form of forms) {
    for (const segment of form.split(SEPARATORS)) {
      add(segment);
      add(stripWrappers(segment));
    }
  }
  return [...variants];
}

/** Drops quote characters and the backslash of an escape: `r'm' -rf "/"` and `\rm` read as `rm -rf /` and `rm`. */
export function unquote(text: string): string {
  return text
    .replace(/\\(.)/gsu, '$1')
    .replace(/["']/g, '')
    .replace(/\$(?=["'])/g, '');
}

/** `sudo -u root env A=1 /usr/bin/rm -rf x` → `rm -rf x`. */
export function stripWrappers(segment: string): string {
  const words = collapseWhitespace(segment).split(' ');
  let i = 0;
  for (let guard = 0; guard < 16 && i < words.length; guard += 1) {
    const word = words[i] as string;
    if (ASSIGNMENT.test(word)) {
      i += 1;
      continue;
    }
    const wrapper = WRAPPERS[baseName(word)];
    if (!wrapper) break;
    i += 1;
    while (i < words.length && (words[i] as string).startsWith('-')) {
      const option = words[i] as string;
      i += 1;
      if (option === '--') break;
      if (wrapper.valueOptions.includes(option)) i += 1;
    }
    while (i < words.length && ASSIGNMENT.test(words[i] as string)) i += 1;
    i += wrapper.positional ?? 0;
  }
  const rest = words.slice(i);
  if (rest.length === 0) return '';
  rest[0] = baseName(rest[0] as string);
  return rest.join(' ');
}

function baseName(word: string): string {
  const slash = word.lastIndexOf('/');
  return slash >= 0 && slash < word.length - 1 ? word.slice(slash + 1) : word;
}
