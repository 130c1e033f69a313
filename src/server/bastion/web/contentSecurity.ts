/**
 * The smallest change to a web application's Content-Security-Policy that lets the bastion's watermark script run
 * (docs/web-assets.md): the script carries a nonce, which is added to the directive that governs scripts (script-src,
 * else default-src). A directive that allows inline scripts with 'unsafe-inline' and no nonce or hash is left alone:
 * adding a nonce there would switch 'unsafe-inline' off for the page's own scripts. Nothing else changes; the
 * watermark draws on a canvas, so no image or style source is needed.
 */
export function allowNonce(policy: string, nonce: string): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index =
    findDirective(directives, 'script-src-elem') ??
    findDirective(directives, 'script-src') ??
    findDirective(directives, 'default-src');
  if (index === null) return policy;
  const directive = directives[index] ?? '';
  const sources = directive.split(/\s+/).slice(1);
  const hasInline = sources.includes("'unsafe-inline'");
  const hasNonceOrHash = sources.some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
  if (sources.includes("'none'")) directives[index] = `${directive.split(/\s+/)[0]} 'nonce-${nonce}'`;
  else if (!hasInline || hasNonceOrHash) directives[index] = `${directive} 'nonce-${nonce}'`;
  return directives.filter((item) => item !== '').join('; ');
}

function findDirective(directives: string[], name: string): number | null {
  const index = directives.findIndex((directive) => directive.toLowerCase().split(/\s+/)[0] === name);
  return index === -1 ? null : index;
}
