import { createDOMRenderer, RendererProvider, renderToStyleElements } from '@fluentui/react-components';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LANGUAGE, loadLanguage } from '../i18n';
import { SignInApp } from './SignInApp';

export interface RenderedSignInPage {
  /** The markup of `<div id="root">`'s content. */
  html: string;
  /** Fluent's style elements for `<head>`, which the browser's style renderer adopts instead of adding again. */
  styles: string;
}

/**
 * /login as it first shows, in the default language, before any answer from the server: the build
 * writes it into login.html (build/prerenderSignIn.ts) so the form paints with the HTML, and main.tsx
 * hydrates it.
 */
export async function renderSignInPage(): Promise<RenderedSignInPage> {
  await loadLanguage(DEFAULT_LANGUAGE);
  const renderer = createDOMRenderer();
  const html = renderToString(
    <RendererProvider renderer={renderer}>
      <SignInApp />
    </RendererProvider>,
  );
  const styles = renderToString(renderToStyleElements(renderer));
  return { html, styles };
}
