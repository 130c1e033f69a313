import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Field names that hold secrets wherever they appear in a log object (request data, error properties). */
export const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'passwd',
  'secret',
  'clientSecret',
  'secret_sealed',
  'apiKey',
  'api_key',
  'privateKey',
  'private_key',
  'passphrase',
  'token',
  'accessToken',
  'refreshToken',
  'ticket',
  'masterKey',
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
] as const;

/** Nesting depths covered: `password`, `*.password` … `*.*.*.password` (e.g. err.config.auth.password). */
const DEPTHS = 4;
export const CENSOR = '[REDACTED]';

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const field of SECRET_FIELDS) {
    const isIdentifier = /^[A-Za-z_$][\w$]*$/.test(field);
    for (let depth = 0; depth < DEPTHS; depth += 1) {
      const parents = Array.from({ length: depth }, () => '*').join('.');
      if (isIdentifier) paths.push(parents ? `${parents}.${field}` : field);
      else paths.push(`${parents}["${field}"]`);
    }
  }
  return paths;
}

// `Authorization` carries the console token on socket URLs (browsers cannot set headers on a WebSocket).
const SECRET_QUERY = /pass|secret|token|key|ticket|code|otp|authorization/i;

/** The request URL with the values of secret-looking query parameters replaced. */
export function maskQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is judged as it is.
      }
      return rest.length > 0 && SECRET_QUERY.test(decoded) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

/**
 * The logger options with secret redaction: pino censors secret-looking fields at any of the first four
 * levels of every log object (request logs, `err` properties, objects services log), and the request
 * serializer masks secret-looking query parameters. Messages themselves are ours and never carry a secret.
 */
export function withSecretRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: redactPaths(), censor: CENSOR },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskQuery(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      ...options.serializers,
    },
  };
}
