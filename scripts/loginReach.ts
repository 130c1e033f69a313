/**
 * What /login loads, read from the source: the modules statically reachable from its own entry
 * (src/app/login-page/main.tsx, the script of login.html). A dynamic import()
 * is a separate chunk fetched later, so the walk does not follow it; type-only imports vanish in the
 * build, so it skips them too. check-login-bundle.ts turns this into a lint rule; the rule itself is
 * written down in src/app/features/login/README.md.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const LOGIN_ENTRIES = ['src/app/login-page/main.tsx'] as const;

/**
 * Packages that must never load with /login, each with the reason (and what to do instead).
 * `zod`: its full API is about 26 KB gzip; schemas /login needs use `zod/mini`.
 */
export const FORBIDDEN_PACKAGES: Readonly<Record<string, string>> = {
  zod: 'the full zod API (~26 KB gzip): write the schemas /login needs with zod/mini (src/shared/api/signInPage.ts)',
  dexie: 'IndexedDB storage belongs to the signed-in shell',
  '@xterm/xterm': 'the terminal belongs to the signed-in shell',
  qrcode: 'load a sign-in method panel that needs it lazily (React.lazy)',
  otpauth: 'one-time passwords are checked on the server; load such a panel lazily',
  '@simplewebauthn/browser': 'load the hardware-key panel lazily (React.lazy)',
  'react-hook-form': '~9 KB gzip: load a form that needs it lazily, keep the password form plain',
  '@hookform/resolvers': 'pulls in the full zod API: load a form that needs it lazily',
  'react-router':
    "the console's router: /login is its own entry (login.html) and leaves for the console with a page load (enterConsole.ts)",
  'react-router-dom':
    "the console's router: /login is its own entry (login.html) and leaves for the console with a page load (enterConsole.ts)",
  '@tanstack/query-persist-client-core':
    "the signed-in user's stored cache is restored by the console's entry, not /login",
  'workbox-window':
    'src/app/pwa/registerSw.ts imports it dynamically once /login has loaded and the browser is idle; keep it that way',
};

/** Our own modules that must stay off /login: each drags in schemas written with the full zod API. */
export const FORBIDDEN_MODULES: Readonly<Record<string, string>> = {
  'src/shared/api/index.ts': 'the barrel of every endpoint: import the one file you need',
  'src/shared/messages/index.ts':
    'every shared text in both languages: /login gets SIGN_IN_MESSAGE_KEYS (src/app/i18n/signInMessages.ts), later chunks call addMessageCatalogue()',
  'src/app/i18n/messageCatalogue.ts': 'the whole message catalogue: call it from a lazy chunk, not from /login',
  'src/app/theme/theme.ts': "Fluent's theme builder: /login uses the precomputed src/app/theme/defaultTheme.json",
  'src/app/main.tsx': "the console's entry (index.html): /login has its own, src/app/login-page/main.tsx",
};

export interface ImportRef {
  specifier: string;
}

const IMPORT_PATTERN =
  /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s+['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s+['"]([^'"]+)['"]/g;

/** Only `{ type A, type B }` lists are erased entirely; `{ type A, B }` still loads the module. */
function isTypeOnlyClause(clause: string): boolean {
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = (braces[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The static imports and re-exports of one source text that survive the build. */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  for (const match of code.matchAll(IMPORT_PATTERN)) {
    const sideEffect = match[5];
    if (sideEffect) {
      found.push(sideEffect);
      continue;
    }
    const [, , typeKeyword, clause = '', specifier = ''] = match;
    if (typeKeyword || isTypeOnlyClause(clause)) continue;
    found.push(specifier);
  }
  return found;
}

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** The bare package name of a specifier: `@scope/name/sub` → `@scope/name`, `zod/mini` → `zod/mini`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  // zod/mini is the small API we want; every other subpath counts as its package.
  return specifier === 'zod/mini' ? specifier : name;
}

export interface Reach {
  /** Our modules, relative to the root, with the module that first imported each. */
  modules: Map<string, string | null>;
  /** Bare packages imported, with every module that imports each. */
  packages: Map<string, string[]>;
}

export function walkLogin(root: string, entries: readonly string[] = LOGIN_ENTRIES): Reach {
  const modules = new Map<string, string | null>();
  const packages = new Map<string, string[]>();
  const queue = entries.map((entry) => resolve(root, entry));
  for (const entry of queue) modules.set(relative(root, entry), null);
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const from = relative(root, file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        const name = packageOf(specifier);
        const importers = packages.get(name) ?? [];
        if (!importers.includes(from)) importers.push(from);
        packages.set(name, importers);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (!target || !/\.(ts|tsx)$/.test(target)) continue;
      const key = relative(root, target);
      if (modules.has(key)) continue;
      modules.set(key, from);
      queue.push(target);
    }
  }
  return { modules, packages };
}

/** The chain of importers from an entry to a module, for a readable error. */
function chainTo(reach: Reach, module: string): string {
  const chain = [module];
  let current = reach.modules.get(module) ?? null;
  while (current) {
    chain.unshift(current);
    current = reach.modules.get(current) ?? null;
  }
  return chain.join(' → ');
}

export function loginProblems(root: string): string[] {
  const reach = walkLogin(root);
  const problems: string[] = [];
  for (const [name, importers] of reach.packages) {
    const reason = FORBIDDEN_PACKAGES[name];
    if (!reason) continue;
    for (const importer of importers) problems.push(`${chainTo(reach, importer)} imports '${name}': ${reason}`);
  }
  for (const [module, reason] of Object.entries(FORBIDDEN_MODULES)) {
    if (reach.modules.has(module)) problems.push(`${chainTo(reach, module)}: ${reason}`);
  }
  return problems;
}
