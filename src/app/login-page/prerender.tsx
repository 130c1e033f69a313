import { createDOMRenderer, RendererProvider, renderToStyleElements } from '@fluentui/react-components';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LANGUAGE, i18n, LANGUAGES, type Language } from '../i18n';
import type { Tree } from '../i18n/bundles';
import { coreEn } from '../i18n/coreEn';
import { coreZhCN } from '../i18n/coreZhCN';
import { LoginApp } from './LoginApp';

export interface RenderedSignInPage {
  /** The markup of `<div id="root">`'s content in each language. */
  html: Record<Language, string>;
  /** The language login.html shows when none is stored. */
  defaultLanguage: Language;
  /** Fluent's style elements for `<head>`, which the browser's style renderer adopts instead of adding again. */
  styles: string;
}

// Imported, not loaded per language as in the browser: the build's module runner closes once this
// module is loaded, so the render may not import anything more.
const CORE_TEXTS: Record<Language, Tree> = { 'zh-CN': coreZhCN, en: coreEn };

/**
 * /login as it first shows, before any answer from the server, in each language: the build writes it
 * into login.html (build/prerenderSignIn.ts) so the form paints with the HTML, public/sign-in-start.js
 * shows the stored language's copy, and src/app/login-page/main.tsx hydrates it.
 */
export async function renderSignInPage(): Promise<RenderedSignInPage> {
  const renderer = createDOMRenderer();
  const html = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    i18n.addResourceBundle(lang, 'translation', CORE_TEXTS[lang], true, false);
    await i18n.changeLanguage(lang);
    html[lang] = renderToString(
      <RendererProvider renderer={renderer}>
        <LoginApp />
      </RendererProvider>,
    );
  }
  return { html, defaultLanguage: DEFAULT_LANGUAGE, styles: renderToString(renderToStyleElements(renderer)) };
}
