import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import { writeSelfSignedCert } from './selfSignedCert';

/**
 * Small login-protected web applications for the web asset tests (docs/web-assets.md): one behind HTTP basic auth,
 * one with a login form and a session cookie. Each answers what the bastion must carry: an HTML page, a binary body,
 * a redirect to its own absolute URL, a cookie for its own domain, and a WebSocket echo. They never echo a header.
 */
export const WEB_USER = { name: 'webuser', password: 'Web#Pass-2026-secret' };

export interface WebApp {
  port: number;
  origin: string;
  /** Requests the application saw (method and URL), to compare with the bastion's record. */
  seen: { method: string; url: string; host: string; remotePort: number }[];
  close(): Promise<void>;
}

const PAGE = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;

export const BINARY = Buffer.from(Array.from({ length: 256 * 1024 }, (_, i) => (i * 7) % 256));

async function listen(server: Server, seen: WebApp['seen']): Promise<WebApp> {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (!isAllowed(req)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => ws.on('message', (data) => ws.send(`echo:${String(data)}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sessions = new Set<string>();
let allowedByApp: (req: IncomingMessage) => boolean = () => false;
const isAllowed = (req: IncomingMessage) => allowedByApp(req);

const basicOk = (req: IncomingMessage) =>
  req.headers.authorization === `Basic ${Buffer.from(`${WEB_USER.name}:${WEB_USER.password}`).toString('base64')}`;

const sidOf = (req: IncomingMessage) => /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';

/** Notes a request the application saw; without the basic credentials it is answered 401 and false. */
function seenSignedIn(seen: WebApp['seen'], req: IncomingMessage, res: ServerResponse, realm: string): boolean {
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    host: req.headers.host ?? '',
    remotePort: req.socket.remotePort ?? 0,
  });
  if (basicOk(req)) return true;
  res.writeHead(401, { 'www-authenticate': `Basic realm="${realm}"`, 'content-type': 'text/plain' });
  res.end('who are you?');
  return false;
}

/** An application behind HTTP basic auth. */
export async function startBasicApp(): Promise<WebApp> {
  const seen: WebApp['seen'] = [];
  let origin = '';
  allowedByApp = (req) => basicOk(req) || sessions.has(sidOf(req));
  const server = createServer((req, res) => {
    if (!seenSignedIn(seen, req, res, 'basic app')) return;
    const url = req.url ?? '/';
    if (url === '/data.bin') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': BINARY.length });
      res.end(BINARY);
    } else if (url === '/broken') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': 100_000 });
      res.write(Buffer.alloc(10, 7), () => res.destroy());
    } else if (url === '/go') {
      res.writeHead(302, { location: `${origin}/landing?from=go` });
      res.end();
    } else if (url === '/cookie') {
      res.writeHead(200, {
        'set-cookie': 'pref=dark; Domain=127.0.0.1; Path=/; Secure; SameSite=None',
        'content-type': 'text/plain',
      });
      res.end('set');
    } else if (url === '/csp') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'; script-src 'self'",
      });
      res.end(PAGE('CSP page', '<p>strict</p>'));
    } else if (req.method === 'POST' && url === '/submit') {
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ received: size }));
      });
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE('Basic app', `<h1>Welcome ${WEB_USER.name}</h1><p>path ${url.replace(/[<>&]/g, '')}</p>`));
    }
  });
  const app = await listen(server, seen);
  origin = app.origin;
  return app;
}

/**
 * An HTTPS application behind HTTP basic auth with a self-signed certificate for 127.0.0.1 (`certificate`: its PEM),
 * as internal web applications often are.
 */
export async function startHttpsApp(): Promise<WebApp & { certificate: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'gatehouse-https-app-'));
  const files = await writeSelfSignedCert(dir, { commonName: 'intranet.test', ipAddress: '127.0.0.1' });
  const [cert, key] = await Promise.all([readFile(files.cert, 'utf8'), readFile(files.key, 'utf8')]);
  const seen: WebApp['seen'] = [];
  const server = createHttpsServer({ cert, key }, (req, res) => {
    if (!seenSignedIn(seen, req, res, 'tls app')) return;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE('TLS app', `<h1>Welcome ${WEB_USER.name}, over TLS</h1>`));
  });
  const app = await listen(server, seen);
  return {
    ...app,
    origin: `https://127.0.0.1:${app.port}`,
    certificate: cert,
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An application with a login form (user, pass, and a submit button) and a session cookie. */
export async function startFormApp(): Promise<WebApp> {
  const seen: WebApp['seen'] = [];
  const server = createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      host: req.headers.host ?? '',
      remotePort: req.socket.remotePort ?? 0,
    });
    const url = req.url ?? '/';
    if (url === '/login' && req.method === 'POST') {
      let text = '';
      req.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      req.on('end', () => {
        const form = new URLSearchParams(text);
        if (
          form.get('user') === WEB_USER.name &&
          form.get('pass') === WEB_USER.password &&
          form.get('go') === 'Sign in'
        ) {
          const sid = randomBytes(16).toString('hex');
          sessions.add(sid);
          res.writeHead(302, { location: '/home', 'set-cookie': `sid=${sid}; Path=/; HttpOnly` });
          res.end();
        } else {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(loginForm('Wrong user name or password'));
        }
      });
      return;
    }
    if (url === '/login') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(loginForm(''));
      return;
    }
    if (!sessions.has(sidOf(req))) {
      res.writeHead(302, { location: '/login' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE('Form app', `<h1>Signed in as ${WEB_USER.name}</h1><p>path ${url.replace(/[<>&]/g, '')}</p>`));
  });
  return listen(server, seen);
}

function loginForm(error: string): string {
  return PAGE(
    'Sign in',
    `<form method="post" action="/login"><p>${error}</p><label>User <input name="user"></label><label>Password <input type="password" name="pass"></label><button name="go" value="Sign in">Sign in</button></form>`,
  );
}
