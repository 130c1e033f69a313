import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';

const LOGIN_ENTRY = 'src/app/features/login/index.ts';

/**
 * Our own modules the sign-in page imports statically. The walk stops at packages: a package's index
 * (Fluent's above all) re-exports far more than the page uses, and rolldown adds to the group only the
 * package modules the captured ones really use (includeDependenciesRecursively).
 */
function ownSignInModules(loginEntry: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [loginEntry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const imported = ctx.getModuleInfo(id)?.importedIds ?? [];
    pending.push(...imported.filter((next) => !next.includes('/node_modules/')));
  }
  return reached;
}

/**
 * Ships the JavaScript /login needs in two chunks instead of ~40: each chunk is compressed alone, so the
 * many small shared chunks rolldown made paid for their names, imports and exports again and again
 * (201 KB gzip → 191 KB). `boot` is everything `main.tsx` imports statically (it all runs before any page
 * anyway) and goes into the entry chunk; `login` is the sign-in page with the Fluent parts and queries it
 * uses. Signed-in pages import their share of `login` (Input, Field, useQuery…) from it;
 * what they alone use (dialogs, tables, full zod) stays in their own lazy chunks, as do the lazy sign-in
 * panels. See src/app/features/login/README.md.
 */
export function bootChunks(projectRoot: string): CodeSplittingOptions {
  const loginEntry = resolve(projectRoot, LOGIN_ENTRY);
  // One walk per chunking pass (a watch build chunks again with a new context).
  const walks = new WeakMap<ChunkingContext, Set<string>>();
  return {
    groups: [
      { name: 'boot', tags: ['$initial'], priority: 2 },
      {
        name: (id, ctx) => {
          let signIn = walks.get(ctx);
          if (!signIn) {
            signIn = ownSignInModules(loginEntry, ctx);
            walks.set(ctx, signIn);
          }
          return signIn.has(id) ? 'login' : null;
        },
        debugName: 'login',
        priority: 1,
      },
    ],
  };
}
