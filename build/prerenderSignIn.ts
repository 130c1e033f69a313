import react from '@vitejs/plugin-react';
import { type Plugin, runnerImport } from 'vite';
import type { RenderedSignInPage } from '../src/app/login-page/prerender';
import { SIGN_IN_HTML } from '../src/shared/protocol/pages';
import { messageTexts } from './messageTexts';
import { zodMiniCopy } from './zodMiniCopy';

const PLACEHOLDER = '<!--sign-in page-->';
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page in the languages other than the default, as templates: public/sign-in-start.js puts the
 * stored language's copy in place before the first paint.
 */
function otherLanguages(page: RenderedSignInPage): string {
  return Object.entries(page.html)
    .filter(([lang]) => lang !== page.defaultLanguage)
    .map(([lang, markup]) => `<template id="sign-in-page-${lang}">${markup}</template>`)
    .join('\n    ');
}

const asAttribute = (list: string[]) => JSON.stringify(list).replaceAll('"', '&quot;');

/**
 * The page's module scripts and the chunks they import, fetched after the first paint by
 * public/sign-in-start.js (together, as Vite's preload links would have, but not before the paint).
 */
function startAfterFirstPaint(sources: string[], preloads: string[]): string {
  return `<script src="/sign-in-start.js" data-modules="${asAttribute(sources)}" data-preloads="${asAttribute(preloads)}"></script>`;
}

/**
 * Writes /login as it first shows into login.html at build time: the form paints as soon as the HTML
 * and its inline styles arrive, before the script (on a slow phone link, seconds earlier), and the
 * script then takes the markup over (src/app/login-page/main.tsx). See src/app/features/login/README.md.
 */
export function prerenderSignIn(): Plugin {
  return {
    name: 'gatehouse:prerender-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith(`/${SIGN_IN_HTML}`)) return html;
        if (!html.includes(PLACEHOLDER)) throw new Error(`${SIGN_IN_HTML} lacks ${PLACEHOLDER} in <div id="root">`);
        const { module } = await runnerImport<{ renderSignInPage: () => Promise<RenderedSignInPage> }>(
          '/src/app/login-page/prerender.tsx',
          { configFile: false, logLevel: 'warn', plugins: [zodMiniCopy(), messageTexts(), react()] },
        );
        const page = await module.renderSignInPage();
        const sources = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
        if (sources.length === 0) throw new Error(`${SIGN_IN_HTML} has no module script to load`);
        return html
          .replace(MODULE_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(PLACEHOLDER, page.html[page.defaultLanguage])
          .replace('</head>', `${page.styles}\n  </head>`)
          .replace('</body>', `  ${otherLanguages(page)}\n    ${startAfterFirstPaint(sources, preloads)}\n  </body>`);
      },
    },
  };
}
