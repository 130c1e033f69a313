import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loginProblems, staticImports, walkLogin } from '../../scripts/loginReach';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('the /login import check', () => {
  it('reads the imports the build keeps and skips what it erases or defers', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { Session } from './auth';",
      "import { type Captcha, type LoginBody } from './signInPage';",
      "import { type Captcha, getCaptcha } from './kept';",
      "export * from './reexported';",
      "export type { Menu } from './typesOnly';",
      "import './sideEffect.css';",
      "// import { old } from './commentedOut';",
      "const page = () => import('./lazyPage');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['zod', './kept', './reexported', './sideEffect.css']);
  });

  it('passes on the real console: the sign-in page reaches zod/mini and no full-zod contract', () => {
    expect(loginProblems(repoRoot)).toEqual([]);
    const reach = walkLogin(repoRoot);
    expect(reach.packages.has('zod/mini')).toBe(true);
    expect(reach.modules.has('src/shared/api/signInPage.ts')).toBe(true);
    expect(reach.modules.has('src/shared/api/auth.ts')).toBe(false);
    expect(reach.modules.has('src/app/session/queries.ts')).toBe(false);
    // Its own entry: none of the console's router or entry comes with it.
    expect(reach.modules.has('src/app/features/login/LoginPage.tsx')).toBe(true);
    expect(reach.packages.has('react-router-dom')).toBe(false);
    expect(reach.modules.has('src/app/main.tsx')).toBe(false);
  });

  describe('on a console that breaks the rule', () => {
    let root = '';
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('names the chain from the entry to the full zod import and to a forbidden module', () => {
      root = mkdtempSync(join(tmpdir(), 'login-reach-'));
      write(
        'src/app/login-page/main.tsx',
        "import { App } from './App';\nimport { LoginPage } from '../features/login';\n",
      );
      write('src/app/login-page/App.tsx', "export const App = () => null;\nconst later = () => import('./Later');\n");
      write('src/app/login-page/Later.tsx', "import { z } from 'zod';\n");
      write('src/app/features/login/index.ts', "export { SmsPanel } from './SmsPanel';\n");
      write('src/app/features/login/SmsPanel.tsx', "import { SmsBody } from '../../../shared/api';\n");
      write('src/shared/api/index.ts', "export * from './sms';\n");
      write('src/shared/api/sms.ts', "import { z } from 'zod';\nexport const SmsBody = z.object({});\n");
      const problems = loginProblems(root);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toContain(
        "src/app/login-page/main.tsx → src/app/features/login/index.ts → src/app/features/login/SmsPanel.tsx → src/shared/api/index.ts → src/shared/api/sms.ts imports 'zod'",
      );
      expect(problems[1]).toContain('src/shared/api/index.ts: the barrel of every endpoint');
    });
  });
});
