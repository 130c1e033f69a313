import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * API call snippets from the server's OpenAPI document: /tool/gen-edit/index [tool:gen:edit], keyed by the menu's
 * component name (GenEdit, src/server/db/seed/menu.ts) and the static route's (router/staticRoutes.ts).
 */
const apiSnippets = asPage(() => import('./ApiSnippetsPage'), 'ApiSnippetsPage');

export const apiSnippetPages: Readonly<Record<string, PageComponent>> = {
  GenEdit: apiSnippets,
  'tool/gen/editTable': apiSnippets,
};
