import { describe, expect, it } from 'vitest';
import { filterEndpoints, groupByTag, listEndpoints } from '../../../src/app/features/api-snippets/endpoints';
import { exampleValue } from '../../../src/app/features/api-snippets/exampleValue';
import { OpenApiDocumentSchema } from '../../../src/app/features/api-snippets/openApiDocument';
import { buildSnippetRequest } from '../../../src/app/features/api-snippets/requestParts';
import {
  curlSnippet,
  pythonLiteral,
  pythonSnippet,
  shellQuote,
  typescriptSnippet,
} from '../../../src/app/features/api-snippets/snippets';

/** A document shaped as the server's (@fastify/swagger from the zod descriptors), built through the page's schema. */
const doc = OpenApiDocumentSchema.parse({
  openapi: '3.0.3',
  info: { title: 'Gatehouse console API', version: '1.0.0' },
  servers: [{ url: '/' }],
  paths: {
    '/prod-api/system/dict/data': {
      post: {
        summary: 'Add an entry to a dictionary type',
        tags: ['system'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  dictType: { type: 'string', pattern: '^[a-z][a-z_]{0,63}$' },
                  dictLabel: { type: 'string', minLength: 1, maxLength: 128 },
                  dictSort: { default: 0, type: 'integer', minimum: 0, maximum: 9999 },
                  listClass: { default: 'default', type: 'string', enum: ['default', 'primary'] },
                  status: {
                    default: 0,
                    anyOf: [
                      { type: 'number', enum: [0] },
                      { type: 'number', enum: [1] },
                    ],
                  },
                  isDefault: { default: false, type: 'boolean' },
                },
                required: ['dictType', 'dictLabel'],
              },
            },
          },
        },
        security: [{ bearerAuth: [] }],
        responses: { '200': { description: 'Default Response' } },
      },
    },
    '/prod-api/audit/sessions/{sessionId}': {
      get: {
        summary: 'One terminal session',
        tags: ['terminal'],
        parameters: [
          { schema: { type: 'string', pattern: '^\\d{1,9}$' }, in: 'path', name: 'sessionId', required: true },
        ],
        security: [{ bearerAuth: [] }],
      },
    },
    '/prod-api/system/config/list': {
      get: {
        summary: 'Parameters by key',
        tags: ['system'],
        parameters: [
          { schema: { default: 1, type: 'integer', minimum: 1 }, in: 'query', name: 'pageNum', required: false },
          { schema: { type: 'string', enum: ['Y', 'N'] }, in: 'query', name: 'configType', required: true },
        ],
        security: [{ bearerAuth: [] }],
      },
    },
    '/prod-api/ucenter/captcha': { get: { summary: 'A captcha image', tags: ['ucenter'] } },
  },
});

const endpoints = listEndpoints(doc);
const byId = (id: string) => {
  const endpoint = endpoints.find((one) => one.id === id);
  if (!endpoint) throw new Error(`no endpoint ${id}`);
  return endpoint;
};
const options = { baseUrl: 'http://127.0.0.1:8080/', includeOptional: false };

describe('the endpoints of the OpenAPI document', () => {
  it('lists every operation by tag and path, with its parameters, body and security', () => {
    expect(endpoints.map((endpoint) => endpoint.id)).toEqual([
      'GET /prod-api/system/config/list',
      'POST /prod-api/system/dict/data',
      'GET /prod-api/audit/sessions/{sessionId}',
      'GET /prod-api/ucenter/captcha',
    ]);
    const session = byId('GET /prod-api/audit/sessions/{sessionId}');
    expect(session).toMatchObject({ tag: 'terminal', summary: 'One terminal session', isSecured: true });
    expect(session.parameters).toEqual([
      { name: 'sessionId', in: 'path', isRequired: true, schema: { type: 'string', pattern: '^\\d{1,9}$' } },
    ]);
    expect(byId('POST /prod-api/system/dict/data').body?.required).toEqual(['dictType', 'dictLabel']);
    expect(byId('GET /prod-api/ucenter/captcha').isSecured).toBe(false);
  });

  it('groups by tag and narrows by every word of a search, ignoring case', () => {
    expect(groupByTag(endpoints).map((group) => [group.tag, group.endpoints.length])).toEqual([
      ['system', 2],
      ['terminal', 1],
      ['ucenter', 1],
    ]);
    expect(filterEndpoints(endpoints, '  ').length).toBe(4);
    expect(filterEndpoints(endpoints, 'SYSTEM post').map((endpoint) => endpoint.id)).toEqual([
      'POST /prod-api/system/dict/data',
    ]);
    expect(filterEndpoints(endpoints, 'captcha image').map((endpoint) => endpoint.path)).toEqual([
      '/prod-api/ucenter/captcha',
    ]);
    expect(filterEndpoints(endpoints, 'nothing-like-this')).toEqual([]);
  });
});

describe('example values from a schema', () => {
  const body = byId('POST /prod-api/system/dict/data').body ?? {};

  it('fills the required fields with values their types and patterns accept', () => {
    expect(exampleValue(body, { includeOptional: false })).toEqual({ dictType: 'string', dictLabel: 'string' });
  });

  it('adds the optional fields on request, each with its default, enum value or first alternative', () => {
    expect(exampleValue(body, { includeOptional: true })).toEqual({
      dictType: 'string',
      dictLabel: 'string',
      dictSort: 0,
      listClass: 'default',
      status: 0,
      isDefault: false,
    });
    expect(
      exampleValue(
        {
          anyOf: [
            { type: 'number', enum: [0] },
            { type: 'number', enum: [1] },
          ],
        },
        options,
      ),
    ).toBe(0);
  });

  it('honours bounds, formats, digit patterns, arrays and nullable types', () => {
    const value = (schema: Parameters<typeof exampleValue>[0]) => exampleValue(schema, options);
    expect(value({ type: 'integer', minimum: 1, maximum: 999999999 })).toBe(1);
    expect(value({ type: 'integer', exclusiveMinimum: 0 })).toBe(1);
    expect(value({ type: 'string', pattern: '^\\d{1,9}(,\\d{1,9}){0,499}$' })).toBe('1');
    expect(value({ type: 'string', pattern: '^\\d{6}$' })).toBe('123456');
    expect(value({ type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })).toBe('09:00');
    expect(value({ type: 'string', format: 'date-time' })).toBe('2026-01-01T00:00:00.000Z');
    expect(
      value({
        type: 'string',
        allOf: [{ type: 'string', pattern: '^Process_.*' }, { pattern: '^Process_[A-Za-z0-9_]+$' }],
      }),
    ).toBe('Process_example');
    expect(value({ type: 'array', items: { type: 'integer', minimum: 1 } })).toEqual([1]);
    expect(value({ type: ['string', 'null'], minLength: 8 })).toBe('stringxx');
    expect(value({ type: 'object', additionalProperties: {} })).toEqual({});
  });
});

describe('snippets for a chosen endpoint', () => {
  it('curl: the path, the Bearer header and the JSON body, quoted for the shell', () => {
    const request = buildSnippetRequest(byId('POST /prod-api/system/dict/data'), options);
    expect(curlSnippet(request)).toBe(
      [
        "curl -X POST 'http://127.0.0.1:8080/prod-api/system/dict/data' \\",
        "  -H 'Authorization: Bearer <token>' \\",
        "  -H 'Content-Type: application/json' \\",
        "  --data-raw '{",
        '  "dictType": "string",',
        '  "dictLabel": "string"',
        "}'",
      ].join('\n'),
    );
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });

  it('fills path parameters and sends required query parameters, optional ones on request', () => {
    const session = buildSnippetRequest(byId('GET /prod-api/audit/sessions/{sessionId}'), options);
    expect(session.url).toBe('http://127.0.0.1:8080/prod-api/audit/sessions/1');
    expect(session.body).toBeUndefined();
    const list = byId('GET /prod-api/system/config/list');
    expect(curlSnippet(buildSnippetRequest(list, options))).toContain(
      "'http://127.0.0.1:8080/prod-api/system/config/list?configType=Y'",
    );
    expect(curlSnippet(buildSnippetRequest(list, { ...options, includeOptional: true }))).toContain(
      '/prod-api/system/config/list?pageNum=1&configType=Y',
    );
  });

  it('sends no token to a public endpoint', () => {
    const request = buildSnippetRequest(byId('GET /prod-api/ucenter/captcha'), options);
    expect(request.headers).toEqual([]);
    expect(curlSnippet(request)).toBe("curl -X GET 'http://127.0.0.1:8080/prod-api/ucenter/captcha'");
  });

  it('Python (requests): the method, headers, params and body as Python literals', () => {
    const request = buildSnippetRequest(byId('POST /prod-api/system/dict/data'), { ...options, includeOptional: true });
    const code = pythonSnippet(request);
    expect(code).toContain('response = requests.post(\n    "http://127.0.0.1:8080/prod-api/system/dict/data",');
    expect(code).toContain('headers={\n        "Authorization": "Bearer <token>",');
    expect(code).toContain('"isDefault": False,');
    expect(pythonLiteral({ a: [true, null, 'x"y'], b: {} })).toBe(
      '{\n    "a": [\n        True,\n        None,\n        "x\\"y",\n    ],\n    "b": {},\n}',
    );
    const list = pythonSnippet(buildSnippetRequest(byId('GET /prod-api/system/config/list'), options));
    expect(list).toContain('params={\n        "configType": "Y",\n    },');
  });

  it('TypeScript (fetch): parseable code with the Bearer header and the JSON body', () => {
    const request = buildSnippetRequest(byId('POST /prod-api/system/dict/data'), options);
    const code = typescriptSnippet(request);
    expect(code).toContain("const response = await fetch('http://127.0.0.1:8080/prod-api/system/dict/data', {");
    expect(code).toContain("    Authorization: 'Bearer <token>',\n    'Content-Type': 'application/json',");
    expect(code).toContain('body: JSON.stringify({\n    "dictType": "string",');
    // Without its one type assertion the snippet is JavaScript: the async function constructor parses it, runs nothing.
    const javascript = code.replace(' as { code: number; msg: string; data?: unknown }', '');
    expect(javascript).not.toContain(' as ');
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(javascript)).not.toThrow();
  });
});
