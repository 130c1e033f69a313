import { type Agent, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { parseExtraFields } from '../../../shared/api/webPublishing';
import type { UpstreamTarget } from './headerRewrite';

export interface FormLoginRecipe {
  loginPath: string;
  usernameField: string;
  passwordField: string;
  extraFields: string;
}

export type FormLoginResult =
  | { kind: 'ok'; cookies: string[] }
  | { kind: 'refused'; status: number }
  | { kind: 'unreachable'; error: string };

const ANSWER_MAX_BYTES = 1024 * 1024;

/**
 * Fills the web application's login form on the server: one POST of the form's fields (URL-encoded) to its login
 * path, without following a redirect. The password goes from the vault to the web application only; the browser gets
 * the cookies the login set. Refused: an answer of 400 or more, or a page that shows the password field again (the
 * form came back); anything else is a login.
 */
export function formLogin(
  target: UpstreamTarget,
  agent: Agent,
  recipe: FormLoginRecipe,
  credential: { username: string; password: string },
): Promise<FormLoginResult> {
  const form = new URLSearchParams(parseExtraFields(recipe.extraFields) ?? []);
  form.set(recipe.usernameField, credential.username);
  form.set(recipe.passwordField, credential.password);
  const body = Buffer.from(form.toString());
  const url = new URL(recipe.loginPath, target.origin);
  return new Promise((resolve) => {
    const outgoing = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      agent,
      timeout: 15_000,
      headers: {
        host: target.host,
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': body.length,
        origin: target.origin,
        referer: url.href,
        accept: 'text/html,*/*',
      },
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve({ kind: 'unreachable', error: error.message }));
    outgoing.on('response', async (answer) => {
      const status = answer.statusCode ?? 0;
      let text = '';
      try {
        for await (const chunk of answer) {
          if (text.length < ANSWER_MAX_BYTES) text += (chunk as Buffer).toString('latin1');
        }
      } catch (error) {
        resolve({ kind: 'unreachable', error: error instanceof Error ? error.message : String(error) });
        return;
      }
      const formAgain =
        status < 300 && new RegExp(`name=["']?${escapeRegExp(recipe.passwordField)}["'\\s>]`, 'i').test(text);
      if (status >= 400 || formAgain) resolve({ kind: 'refused', status });
      else resolve({ kind: 'ok', cookies: [answer.headers['set-cookie'] ?? []].flat() });
    });
    outgoing.end(body);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
