import { HTTP_METHODS, type HttpMethod, type JsonSchema, type OpenApiDocument } from './openApiDocument';

export type ParameterLocation = 'path' | 'query' | 'header';

export interface EndpointParameter {
  name: string;
  in: ParameterLocation;
  isRequired: boolean;
  schema: JsonSchema;
}

/** One operation of the document, flattened for the picker and the snippets. */
export interface ApiEndpoint {
  /** `POST /prod-api/system/dict/data`: unique in a document. */
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  parameters: EndpointParameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /** Calls without a security requirement (sign-in, captcha…) are public: they go without a token. */
  isSecured: boolean;
}

export interface EndpointGroup {
  tag: string;
  endpoints: ApiEndpoint[];
}

const UNTAGGED = 'default';
const LOCATIONS: readonly string[] = ['path', 'query', 'header'];

const isLocation = (value: string): value is ParameterLocation => LOCATIONS.includes(value);

function requiresSecurity(requirements: readonly Record<string, unknown>[] | undefined): boolean {
  return (requirements ?? []).some((requirement) => Object.keys(requirement).length > 0);
}

/** Every operation of the document, ordered by tag, then path, then method. */
export function listEndpoints(doc: OpenApiDocument): ApiEndpoint[] {
  const endpoints: ApiEndpoint[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      endpoints.push({
        id: `${method.toUpperCase()} ${path}`,
        method,
        path,
        tag: operation.tags?.[0] ?? UNTAGGED,
        summary: operation.summary ?? operation.description ?? '',
        parameters: (operation.parameters ?? []).flatMap((parameter) =>
          isLocation(parameter.in)
            ? [
                {
                  name: parameter.name,
                  in: parameter.in,
                  // OpenAPI: a path parameter is always required.
                  isRequired: parameter.in === 'path' || parameter.required === true,
                  schema: parameter.schema ?? {},
                },
              ]
            : [],
        ),
        body: operation.requestBody?.content['application/json']?.schema,
        isSecured: requiresSecurity(operation.security ?? doc.security),
      });
    }
  }
  return endpoints.sort(
    (a, b) =>
      a.tag.localeCompare(b.tag) ||
      a.path.localeCompare(b.path) ||
      HTTP_METHODS.indexOf(a.method) - HTTP_METHODS.indexOf(b.method),
  );
}

/** Endpoints by their tag, in the order given. */
export function groupByTag(endpoints: readonly ApiEndpoint[]): EndpointGroup[] {
  const groups = new Map<string, ApiEndpoint[]>();
  for (const endpoint of endpoints) {
    const group = groups.get(endpoint.tag);
    if (group) group.push(endpoint);
    else groups.set(endpoint.tag, [endpoint]);
  }
  return [...groups].map(([tag, members]) => ({ tag, endpoints: members }));
}

/** Endpoints whose method, path, summary or tag hold every word of the query, ignoring case. */
export function filterEndpoints(endpoints: readonly ApiEndpoint[], query: string): ApiEndpoint[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...endpoints];
  return endpoints.filter((endpoint) => {
    const text = `${endpoint.method} ${endpoint.path} ${endpoint.summary} ${endpoint.tag}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
