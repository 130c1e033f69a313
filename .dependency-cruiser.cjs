/**
 * The floor plan of Gatehouse, checked by `npm run lint` (docs/architecture.md). dependency-cruiser reads
 * the TypeScript through Babel (build/architecture/babel.config.json) with type-only imports kept: a type
 * import is an arrow between floors too. A breach fails lint with the rule's name and comment.
 */

// src/app, lowest floor first. A floor imports its own floor and the ones below, never one above.
const APP_PLATFORM = '^src/app/(data|session|i18n|pwa|hub|display|notify|theme|navigation)/';
const APP_COMPONENTS = '^src/app/components/';
const APP_LAYOUT = '^src/app/layout/';
const APP_FEATURES = '^src/app/features/';
const APP_TOP = '^src/app/(router/|login-page/|App\\.tsx$|main\\.tsx$)';

// src/server, lowest floor first.
const SERVER_CORE = '^src/server/(db|security|errors)/|^src/server/config\\.ts$';
const SERVER_INFRASTRUCTURE = '^src/server/(bastion|realtime|http|plugins)/|^src/server/deps\\.ts$';
const SERVER_MODULES = '^src/server/modules/';
const SERVER_TOP = '^src/server/(app|main)\\.ts$|^src/server/cli/';

const upward = (name, comment, from, to, toNot) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: toNot ? { path: to, pathNot: toNot } : { path: to },
});

/**
 * Code under `area` enters a folder of `parent` (a feature, a module) only through its door file: from
 * inside another such folder, and from anywhere else in the area.
 */
const throughDoors = (name, what, area, parent, door) => {
  const comment = `Enter a ${what} only through its index.ts: what it does not export there is its own.`;
  const into = { path: `^${parent}[^/]+/.`, doorPath: `^${parent}[^/]+/${door}$` };
  return [
    {
      name,
      comment,
      severity: 'error',
      from: { path: `^${parent}([^/]+)/` },
      to: { path: into.path, pathNot: [`^${parent}$1/`, into.doorPath] },
    },
    {
      name,
      comment,
      severity: 'error',
      from: { path: area, pathNot: `^${parent}` },
      to: { path: into.path, pathNot: into.doorPath },
    },
  ];
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: cut it by moving what both sides need one floor down.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    upward(
      'shared-stands-alone',
      'src/shared is what every runtime stands on: it imports nothing of ours from outside it.',
      '^src/shared/',
      '^src/(app|server|workers|sw)/',
    ),
    upward(
      'server-runtime-alone',
      'The server imports itself and src/shared only.',
      '^src/server/',
      '^src/(app|workers|sw)/',
    ),
    upward(
      'workers-runtime-alone',
      'The workers import themselves and src/shared only.',
      '^src/workers/',
      '^src/(app|server|sw)/',
    ),
    upward(
      'sw-runtime-alone',
      'The service worker imports itself and src/shared only.',
      '^src/sw/',
      '^src/(app|server|workers)/',
    ),
    upward(
      'app-reaches-the-hub-through-its-door',
      'The console imports src/shared and, of the workers, only their door src/workers/client.ts.',
      '^src/app/',
      '^src/(server|workers|sw)/',
      '^src/workers/client\\.ts$',
    ),
    ...throughDoors('feature-through-its-index', 'feature', '^src/app/', 'src/app/features/', 'index\\.tsx?'),
    ...throughDoors('module-through-its-index', 'server module', '^src/server/', 'src/server/modules/', 'index\\.ts'),
    upward(
      'app-platform-is-the-ground-floor',
      'The console platform (data, session, i18n, pwa, hub, display, notify, theme, navigation) imports no component, layout, feature or router.',
      APP_PLATFORM,
      `${APP_COMPONENTS}|${APP_LAYOUT}|${APP_FEATURES}|${APP_TOP}`,
    ),
    upward(
      'app-components-below-layout',
      'Shared components import the platform only: no layout, feature or router.',
      APP_COMPONENTS,
      `${APP_LAYOUT}|${APP_FEATURES}|${APP_TOP}`,
    ),
    upward(
      'app-layout-below-features',
      'The shell (layout) imports components and the platform: no feature or router.',
      APP_LAYOUT,
      `${APP_FEATURES}|${APP_TOP}`,
    ),
    upward(
      'app-features-below-router',
      'A feature does not import the router, the entries or App.tsx: it exports its pages and the router takes them.',
      APP_FEATURES,
      APP_TOP,
    ),
    upward(
      'server-core-is-the-ground-floor',
      'The server core (db, security, config) imports no infrastructure, module or app.ts.',
      SERVER_CORE,
      `${SERVER_INFRASTRUCTURE}|${SERVER_MODULES}|${SERVER_TOP}`,
    ),
    upward(
      'server-infrastructure-below-modules',
      'Infrastructure (bastion, realtime, http, plugins) receives what it needs from modules by injection.',
      SERVER_INFRASTRUCTURE,
      `${SERVER_MODULES}|${SERVER_TOP}`,
    ),
    upward('server-modules-below-app', 'Modules do not import app.ts, main.ts or the CLI.', SERVER_MODULES, SERVER_TOP),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)' },
    babelConfig: { fileName: 'build/architecture/babel.config.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
