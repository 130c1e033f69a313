import { querySuffix, type SnippetRequest } from './requestParts';

export const SNIPPET_LANGUAGES = ['curl', 'python', 'typescript'] as const;
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

/** A word in single quotes for a POSIX shell: a quote inside closes, escapes and reopens. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function tsString(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

function tsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : tsString(name);
}

/** A JSON value as a Python literal; JSON string literals are valid Python string literals as they are. */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** JSON text indented to sit inside code that is itself indented by `indent`. */
function indentedJson(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
}

export function curlSnippet(request: SnippetRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url + querySuffix(request.query))}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuote(JSON.stringify(request.body, null, 2))}`);
  return lines.join(' \\\n');
}

export function pythonSnippet(request: SnippetRequest): string {
  const args = [`    ${JSON.stringify(request.url)},`];
  if (request.headers.length > 0)
    args.push(`    headers=${pythonLiteral(Object.fromEntries(request.headers), '    ')},`);
  if (request.query.length > 0) args.push(`    params=${pythonLiteral(Object.fromEntries(request.query), '    ')},`);
  if (request.body !== undefined) args.push(`    json=${pythonLiteral(request.body, '    ')},`);
  args.push('    timeout=30,');
  return [
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(\n${args.join('\n')}\n)`,
    'response.raise_for_status()',
    '# Every answer is {"code", "msg", "data"}; code 200 means success.',
    'body = response.json()',
    'if body["code"] != 200:',
    '    raise RuntimeError(body["msg"])',
    'print(body.get("data"))',
  ].join('\n');
}

export function typescriptSnippet(request: SnippetRequest): string {
  const options = [`  method: ${tsString(request.method)},`];
  if (request.headers.length > 0) {
    const headers = request.headers.map(([name, value]) => `    ${tsKey(name)}: ${tsString(value)},`);
    options.push(`  headers: {\n${headers.join('\n')}\n  },`);
  }
  if (request.body !== undefined) options.push(`  body: JSON.stringify(${indentedJson(request.body, '  ')}),`);
  return [
    `const response = await fetch(${tsString(request.url + querySuffix(request.query))}, {`,
    ...options,
    '});',
    '// Every answer is {code, msg, data}; code 200 means success.',
    'const body = (await response.json()) as { code: number; msg: string; data?: unknown };',
    'if (body.code !== 200) throw new Error(body.msg);',
    'console.log(body.data);',
  ].join('\n');
}

const RENDERERS: Readonly<Record<SnippetLanguage, (request: SnippetRequest) => string>> = {
  curl: curlSnippet,
  python: pythonSnippet,
  typescript: typescriptSnippet,
};

export function renderSnippet(language: SnippetLanguage, request: SnippetRequest): string {
  return RENDERERS[language](request);
}
