import type { CSSProperties } from 'react';

/** Helpers that write source text: quoting, escaping, indentation and names. */

/** Lines indented by `levels` steps of two spaces; empty lines stay empty. */
export function indent(lines: readonly string[], levels = 1): string[] {
  const pad = '  '.repeat(levels);
  return lines.map((line) => (line ? pad + line : line));
}

/** A single-quoted JavaScript string literal. */
export function jsString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name as written in an object literal or interface. */
export const propKey = (name: string): string => (IDENTIFIER.test(name) ? name : jsString(name));

/** Reading a property of `object`. */
export const propAccess = (object: string, name: string): string =>
  IDENTIFIER.test(name) ? `${object}.${name}` : `${object}[${jsString(name)}]`;

/** A JSON value as a JavaScript literal, single-quoted like the rest of the generated code. */
export function jsLiteral(value: unknown): string {
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, item]) => `${propKey(key)}: ${jsLiteral(item)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value ?? null);
}

/** Text JSX reads literally as an attribute in quotes: no quote, entity, brace or line break. */
const PLAIN_JSX = /^[^"'&{}<>\\\n\r]*$/;

/** An attribute with a text value: `name="text"`, or `name={'text'}` when the text needs escaping. */
export const jsxTextAttr = (name: string, text: string): string =>
  PLAIN_JSX.test(text) ? `${name}="${text}"` : `${name}={${jsString(text)}}`;

/** Text as JSX children: as it is when plain, else as an expression. */
export const jsxText = (text: string): string =>
  PLAIN_JSX.test(text) && text.trim() === text && text !== '' ? text : `{${jsString(text)}}`;

/** Text that may sit inside a block comment (JS or JSX) without ending it. */
export const commentText = (text: string): string => text.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ');

/** Text that may sit inside an HTML comment without ending it. */
export const htmlCommentText = (text: string): string => text.replace(/--/g, '- -').replace(/>/g, '&gt;');

/** Text for HTML content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A style object as CSS declarations ("display: flex; flex-wrap: wrap"). */
export function cssText(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value}`)
    .join('; ');
}

/** The name of the generated component: "Process_leave_request" gives "ProcessLeaveRequest". */
export function componentNameOf(modelKey: string): string {
  const words = modelKey.split(/[^A-Za-z0-9]+|_/).filter(Boolean);
  const name = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  if (!name) return 'Generated';
  return /^\d/.test(name) ? `Form${name}` : name;
}

const LINE_MAX = 100;

/**
 * A JSX element, on one line when it fits, else one attribute per line:
 * `<Input value={…} />` or `<Field\n  label="…"\n  required\n>…</Field>`.
 */
export function jsxElement(tag: string, attributes: readonly string[], children: readonly string[] = []): string[] {
  const attributeText = attributes.map((attribute) => ` ${attribute}`).join('');
  const isShort = `<${tag}${attributeText}>`.length <= LINE_MAX && attributes.every((a) => !a.includes('\n'));
  if (children.length === 0) {
    return isShort ? [`<${tag}${attributeText} />`] : [`<${tag}`, ...indent(attributes), '/>'];
  }
  const open = isShort ? [`<${tag}${attributeText}>`] : [`<${tag}`, ...indent(attributes), '>'];
  if (children.length === 1 && isShort && `${open[0]}${children[0]}</${tag}>`.length <= LINE_MAX) {
    return [`${open[0]}${children[0]}</${tag}>`];
  }
  return [...open, ...indent(children), `</${tag}>`];
}

/** An HTML element: attributes already escaped; void elements have no children. */
export function htmlElement(tag: string, attributes: readonly string[], children?: readonly string[]): string[] {
  const attributeText = attributes.map((attribute) => ` ${attribute}`).join('');
  if (children === undefined) return [`<${tag}${attributeText} />`];
  if (children.length <= 1) return [`<${tag}${attributeText}>${children[0] ?? ''}</${tag}>`];
  return [`<${tag}${attributeText}>`, ...indent(children), `</${tag}>`];
}

/** An HTML attribute with an escaped value. */
export const htmlAttr = (name: string, value: string | number): string => `${name}="${escapeHtml(String(value))}"`;
