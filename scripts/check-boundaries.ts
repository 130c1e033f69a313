/**
 * Import boundaries (DESIGN.md "Layout"): shared imports nothing of ours; app, workers, sw and server
 * import shared and themselves only, and app reaches the hub only through src/workers/client.ts.
 * A feature imports another feature only through its index.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');
const areas = ['shared', 'server', 'app', 'workers', 'sw'] as const;
type Area = (typeof areas)[number];

const allowed: Record<Area, readonly Area[]> = {
  shared: ['shared'],
  server: ['server', 'shared'],
  app: ['app', 'shared'],
  workers: ['workers', 'shared'],
  sw: ['sw', 'shared'],
};

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const areaOf = (file: string): Area | undefined => areas.find((area) => file.startsWith(`${join(src, area)}/`));
const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"]([^'"]+)['"]/g;

const problems: string[] = [];
for (const file of sourceFiles(src)) {
  const from = areaOf(file);
  if (!from) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    const to = areaOf(`${target}/`) ?? areaOf(target);
    if (!to) continue;
    const isHubDoor = from === 'app' && target.startsWith(join(src, 'workers', 'client'));
    const isWorkerUrl = from === 'workers' || (from === 'app' && match[3] !== undefined);
    if (!allowed[from].includes(to) && !isHubDoor && !(isWorkerUrl && to === 'workers')) {
      problems.push(`${relative(root, file)}: ${from} must not import ${to} (${specifier})`);
    }
    const featureOf = (path: string) => /src\/app\/features\/([^/]+)(\/.*)?$/.exec(path);
    const fromFeature = featureOf(file);
    const toFeature = featureOf(target);
    if (
      fromFeature &&
      toFeature &&
      fromFeature[1] !== toFeature[1] &&
      !/^\/index(\.tsx?)?$|^$/.test(toFeature[2] ?? '')
    ) {
      problems.push(`${relative(root, file)}: reach feature ${toFeature[1]} through its index.ts (${specifier})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
