import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';

const SIGN_IN_ENTRY = 'src/app/login-page/main.tsx';

/**
 * Our own modules the sign-in entry imports statically. The walk stops at packages: a package's index
 * (Fluent's above all) re-exports far more than the page uses, and rolldown adds to the group only the
 * package modules the captured ones really use (includeDependenciesRecursively).
 */
function ownSignInModules(signInEntry: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [signInEntry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const imported = ctx.getModuleInfo(id)?.importedIds ?? [];
    pending.push(...imported.filter((next) => !next.includes('/node_modules/')));
  }
  return reached;
}

/**
 * Ships each entry's first JavaScript in as few chunks as possible instead of ~40: each chunk is
 * compressed alone, so many small shared chunks pay for their names, imports and exports again and again.
 * `login-page` is everything /login's entry (login.html) imports statically, with the package modules it
 * uses; `boot` is the rest of what the console's entry (index.html, `main.tsx`) imports statically. The
 * console imports its share of `login-page` (React, Fluent's form parts, the data layer) from it, so after a
 * sign-in that chunk is already cached. What a signed-in page alone uses stays in its own lazy chunk, as
 * do the lazy sign-in panels. See src/app/features/login/README.md.
 */
export function bootChunks(projectRoot: string): CodeSplittingOptions {
  const signInEntry = resolve(projectRoot, SIGN_IN_ENTRY);
  // One walk per chunking pass (a watch build chunks again with a new context).
  const walks = new WeakMap<ChunkingContext, Set<string>>();
  return {
    groups: [
      {
        name: (id, ctx) => {
          let signIn = walks.get(ctx);
          if (!signIn) {
            signIn = ownSignInModules(signInEntry, ctx);
            walks.set(ctx, signIn);
          }
          // The entry module itself stays in the sign-in page's entry chunk: the console loads this chunk
          // too, and must not run the sign-in page's start-up.
          return signIn.has(id) && id !== signInEntry ? 'login-page' : null;
        },
        debugName: 'login-page',
        priority: 2,
      },
    ],
  };
}
