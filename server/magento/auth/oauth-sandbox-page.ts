// The mail-account provider's sandbox: the page a real provider would show ("Sign in to the shop as …?").
// GET shows the form. A real provider knows its user controls the mail account; the sandbox proves it the same
// way the shop's own links do: its first POST e-mails a one-time code to the address typed (the outbox), and
// only the POST carrying that code issues an authorisation code and redirects to the storefront's callback.
// Typing someone else's address therefore enters nobody's account. Plain HTML, no scripts; everything
// reflected is escaped.
import type { Db } from '../db/connection';
import type { StandInConfig } from '../config';
import { BodyTooLargeError, readBodyText } from '../../lib/body';
import { escapeHtml } from '../../lib/escape-html';
import { standalonePagePolicy } from '../http/page-policy';
import { FAVICON } from '../../../common/server-paths';
import { isValidEmail } from './email';
import { mailSandboxCode, checkSandboxCode } from './oauth-sandbox-code';
import {
  CALLBACK_PATH,
  isValidState,
  issueOauthCode,
  OAUTH_PROVIDERS,
  SANDBOX_AUTHORIZE_PATH,
  type SandboxIdentity,
} from './oauth-login';

function html(status: number, title: string, body: string): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<link rel="icon" href="${FAVICON}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem}.note{color:#666;font-size:.9rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  return new Response(page, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': standalonePagePolicy(page),
    },
  });
}

const invalidRequest = (why: string) =>
  html(
    400,
    'Sign-in request not valid',
    `<p>${escapeHtml(why)}</p><p><a href="/sign-in">Back to sign in</a></p>`,
  );

function form(provider: string, state: string, values: Partial<SandboxIdentity> = {}, error = ''): Response {
  const name = OAUTH_PROVIDERS[provider]!;
  const field = (id: keyof SandboxIdentity, label: string, type = 'text') =>
    `<label for="${id}">${label}</label><input id="${id}" name="${id}" type="${type}" required maxlength="255"
      value="${escapeHtml(values[id] ?? '')}">`;
  return html(
    error ? 400 : 200,
    `Sign in with ${name} (sandbox)`,
    `<p class="note">A local stand-in for ${escapeHtml(name)}: no account is contacted. Enter the mail account to sign
in with; the shop receives its e-mail address and name.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">
<input type="hidden" name="provider" value="${escapeHtml(provider)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
${field('email', 'E-mail address', 'email')}${field('firstname', 'First name')}${field('lastname', 'Last name')}
<button type="submit" name="decision" value="allow">Allow and continue</button>
<button type="submit" name="decision" value="deny">Cancel</button></form>`,
  );
}

function codeForm(provider: string, state: string, pending: string, email: string, error = ''): Response {
  const name = OAUTH_PROVIDERS[provider]!;
  return html(
    error ? 400 : 200,
    `Sign in with ${name} (sandbox)`,
    `<p class="note">To prove this mail account is yours, we e-mailed a one-time code to
${escapeHtml(email)} (in the sandbox, the shop's outbox). It is valid for 10 minutes.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">
<input type="hidden" name="provider" value="${escapeHtml(provider)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="pending" value="${escapeHtml(pending)}">
<label for="code">One-time code</label><input id="code" name="code" required maxlength="32" autocomplete="one-time-code">
<button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny">Cancel</button></form>`,
  );
}

const redirect = (params: Record<string, string>) =>
  new Response(null, {
    status: 302,
    headers: { location: `${CALLBACK_PATH}?${new URLSearchParams(params)}`, 'cache-control': 'no-store' },
  });

async function submit(request: Request, db: Db, config: StandInConfig): Promise<Response> {
  const fields = new URLSearchParams(await readBodyText(request, 16 * 1024));
  const get = (key: string) => (fields.get(key) ?? '').trim();
  const provider = get('provider');
  const state = fields.get('state') ?? '';
  if (!OAUTH_PROVIDERS[provider] || !isValidState(config, provider, state))
    return invalidRequest('This sign-in request has expired. Start again from the shop.');
  if (get('decision') === 'deny') return redirect({ error: 'access_denied', state, provider });
  const pending = get('pending');
  if (pending) {
    const checked = checkSandboxCode(config, { provider, state, pending, code: get('code') });
    if (!checked.ok) {
      if (!checked.email)
        return invalidRequest('This sign-in request has expired. Start again from the shop.');
      return codeForm(provider, state, pending, checked.email, 'That code is not right. Check the e-mail.');
    }
    return redirect({ code: issueOauthCode({ db, config }, checked.identity), state, provider });
  }
  const identity = {
    provider,
    state,
    email: get('email'),
    firstname: get('firstname'),
    lastname: get('lastname'),
  };
  if (!isValidEmail(identity.email)) return form(provider, state, identity, 'Enter a valid e-mail address.');
  if (
    !identity.firstname ||
    !identity.lastname ||
    identity.firstname.length > 255 ||
    identity.lastname.length > 255
  )
    return form(provider, state, identity, 'Enter your first and last name.');
  return codeForm(provider, state, mailSandboxCode(config, identity), identity.email);
}

/** GET/POST /oauthlogin/sandbox/authorize. */
export async function handleOauthSandbox(request: Request, db: Db, config: StandInConfig): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== SANDBOX_AUTHORIZE_PATH) return html(404, 'Not found', '<p>No such sandbox page.</p>');
  try {
    if (request.method === 'POST') return await submit(request, db, config);
    if (request.method !== 'GET') return html(405, 'Method not allowed', '<p>Use GET or POST.</p>');
  } catch (e) {
    if (e instanceof BodyTooLargeError) return invalidRequest(e.message);
    throw e;
  }
  const provider = url.searchParams.get('provider') ?? '';
  const state = url.searchParams.get('state') ?? '';
  if (!OAUTH_PROVIDERS[provider] || !isValidState(config, provider, state))
    return invalidRequest('This sign-in request is not valid or has expired. Start again from the shop.');
  return form(provider, state);
}
