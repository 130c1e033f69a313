import type { ApiEndpoint } from './endpoints';
import { type ExampleOptions, exampleValue } from './exampleValue';

/** Stands for the caller's sign-in token in every snippet; the page never puts a real token into one. */
export const TOKEN_PLACEHOLDER = '<token>';

export interface SnippetOptions extends ExampleOptions {
  /** Origin the calls go to (the console's own: the API is served beside it). */
  baseUrl: string;
}

/** One call, language-neutral: what every snippet renderer writes out in its own syntax. */
export interface SnippetRequest {
  method: string;
  /** Base URL and path with the path parameters filled in, without the query. */
  url: string;
  /** Query parameters with their example values (an array value repeats its name). */
  query: [string, unknown][];
  headers: [string, string][];
  /** The JSON body's example, or undefined when the call takes none. */
  body: unknown;
}

function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `?name=value&…` of a request's query, URL-encoded; empty without a query. */
export function querySuffix(query: readonly [string, unknown][]): string {
  const search = new URLSearchParams();
  for (const [name, value] of query) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, queryText(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The request a snippet makes for an endpoint: required parameters always, optional ones on request. */
export function buildSnippetRequest(endpoint: ApiEndpoint, options: SnippetOptions): SnippetRequest {
  const chosen = endpoint.parameters.filter((parameter) => parameter.isRequired || options.includeOptional);
  const exampleOf = (name: string) => {
    const parameter = endpoint.parameters.find((one) => one.name === name);
    return parameter ? exampleValue(parameter.schema, options) : name;
  };
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(queryText(exampleOf(name))),
  );
  const headers: [string, string][] = [];
  if (endpoint.isSecured) headers.push(['Authorization', `Bearer ${TOKEN_PLACEHOLDER}`]);
  for (const parameter of chosen) {
    if (parameter.in === 'header') headers.push([parameter.name, queryText(exampleValue(parameter.schema, options))]);
  }
  if (endpoint.body) headers.push(['Content-Type', 'application/json']);
  return {
    method: endpoint.method.toUpperCase(),
    url: `${options.baseUrl.replace(/\/+$/, '')}${path}`,
    query: chosen
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [parameter.name, exampleValue(parameter.schema, options)]),
    headers,
    body: endpoint.body ? exampleValue(endpoint.body, options) : undefined,
  };
}
