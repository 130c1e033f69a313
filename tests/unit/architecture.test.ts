import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** A project with Gatehouse's floor-plan rules (.dependency-cruiser.cjs) and the given sources. */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-architecture-'));
  cpSync(join(repoRoot, '.dependency-cruiser.cjs'), join(root, '.dependency-cruiser.cjs'));
  cpSync(join(repoRoot, 'build/architecture'), join(root, 'build/architecture'), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** `npm run lint:architecture` as it runs in the project, without the list of known breaches. */
async function lintArchitecture(root: string): Promise<{ failed: boolean; output: string }> {
  const bin = join(repoRoot, 'node_modules/.bin/depcruise');
  const args = ['src/**/*.ts', 'src/**/*.tsx', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'];
  try {
    const { stdout, stderr } = await run(bin, args, { cwd: root });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

describe('the floor-plan rules (npm run lint:architecture)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('pass arrows that run downward and through a feature door', async () => {
    root = projectWith({
      'src/app/components/Button.tsx': 'export const Button = () => null;\n',
      'src/app/layout/Shell.tsx': "import { Button } from '../components/Button';\nexport const Shell = Button;\n",
      'src/app/features/users/index.ts': "export { UsersPage } from './UsersPage';\n",
      'src/app/features/users/UsersPage.tsx':
        "import { Shell } from '../../layout/Shell';\nexport const UsersPage = Shell;\n",
      'src/app/features/grants/GrantsPage.tsx':
        "import { UsersPage } from '../users';\nexport const GrantsPage = UsersPage;\n",
    });
    const result = await lintArchitecture(root);
    expect(result.output).toContain('no dependency violations found');
    expect(result.failed).toBe(false);
  }, 60_000);

  it('fail an upward import (a type import too), a way past a feature door and a circle, naming each rule', async () => {
    root = projectWith({
      'src/app/layout/Shell.tsx': 'export interface ShellProps { title: string }\n',
      'src/app/components/Card.tsx':
        "import type { ShellProps } from '../layout/Shell';\nexport const title = (p: ShellProps) => p.title;\n",
      'src/app/features/users/index.ts': 'export {};\n',
      'src/app/features/users/userRules.ts': 'export const maxUsers = 10;\n',
      'src/app/features/grants/GrantsPage.tsx':
        "import { maxUsers } from '../users/userRules';\nexport const limit = maxUsers;\n",
      'src/shared/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/shared/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    const result = await lintArchitecture(root);
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(
      /app-components-below-layout: src\/app\/components\/Card\.tsx → src\/app\/layout\/Shell\.tsx/,
    );
    expect(result.output).toMatch(
      /feature-through-its-index: src\/app\/features\/grants\/GrantsPage\.tsx → src\/app\/features\/users\/userRules\.ts/,
    );
    expect(result.output).toMatch(/no-circular: src\/shared\/a\.ts → \s*src\/shared\/b\.ts →\s*src\/shared\/a\.ts/);
  }, 60_000);
});
