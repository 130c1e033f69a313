/**
 * Keeps /login small (src/app/features/login/README.md): fails when a module that loads with the
 * sign-in page imports a package or module that belongs elsewhere. Run by `npm run lint`.
 */
import { resolve } from 'node:path';
import { loginProblems, walkLogin } from './loginReach';

const root = resolve(import.meta.dirname, '..');
const problems = loginProblems(root);
if (problems.length > 0) {
  console.error(`/login loads what it must not (see src/app/features/login/README.md):\n${problems.join('\n')}`);
  process.exit(1);
}
if (process.argv.includes('--list')) {
  const reach = walkLogin(root);
  console.log([...reach.modules.keys(), ...reach.packages.keys()].join('\n'));
}
console.log('/login imports: ok');
