/**
 * Writes src/app/theme/defaultTheme.json: the Fluent theme of the default brand colour, computed once here
 * instead of in every browser. Computing it there needs Fluent's palettes and theme builder, about 3 KB
 * gzip on /login. tests/unit/defaultTheme.test.ts fails when the file no longer matches (a Fluent
 * upgrade, a new brand ramp): run `npx tsx scripts/make-default-theme.ts` then.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createBrandTheme } from '../src/app/theme/theme';

const target = resolve(import.meta.dirname, '../src/app/theme/defaultTheme.json');
writeFileSync(target, `${JSON.stringify(createBrandTheme(), null, 2)}\n`);
console.log(`wrote ${target}`);
