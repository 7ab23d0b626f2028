// A real OpenID Connect provider (oidc-provider) for the API's tests and the development demo, never production:
// the package is a devDependency and this file is loaded by path (not bundled) only when the API runs outside
// production (modules/sso/demo-provider.ts) or by the tests. Accounts sign in with a password on its own login
// page; the demo's password is shown there. Consent is implied for the portal's clients (first-party).
import http from 'node:http';
import { generateKeyPair, exportJWK } from 'jose';
import Provider from 'oidc-provider';

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="ca"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem}input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;margin-top:.25rem}
button{margin-top:1.25rem;padding:.7rem 1.2rem;font-size:1rem;background:#0b4f8a;color:#fff;border:0;border-radius:4px}
.hint{background:#eef4fa;padding:.75rem;border-radius:4px}.error{color:#a00000}</style></head><body>${body}</body></html>`;
}

function loginPage(uid, { error, hint, login }) {
  return page(
    'Universitat – identificació',
    `<main><h1>Identificació de la universitat</h1>
${hint ? `<p class="hint">${escape(hint)}</p>` : ''}
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">Usuari</label><input id="login" name="login" autocomplete="username" required value="${escape(login ?? '')}">
<label for="password">Contrasenya</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Entra</button></form></main>`,
  );
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts a provider on `port` (0: a free one) of 127.0.0.1.
 * accounts: [{ login, password, claims: { sub, email, email_verified, dni, name, ... } }]
 * clients: [{ client_id, client_secret, redirect_uris }]
 */
export async function startOidcProvider({ port = 0, accounts, clients, hint }) {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const issuer = `http://127.0.0.1:${address.port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'demo' };
  const bySub = new Map(accounts.map((a) => [a.claims.sub, a]));

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({ grant_types: ['authorization_code'], response_types: ['code'], ...c })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['demo-provider-cookie-key'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'dni'] },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account.claims }) };
    },
    // The portal is a first-party client: the scopes it asks for are granted without a consent screen.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', (_ctx, err) => console.error('demo identity provider:', err));
  const callback = provider.callback();

  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url, issuer);
      const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
      if (!match) return callback(req, res);
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(loginPage(details.uid, { hint }));
      }
      const form = await readForm(req);
      const account = accounts.find((a) => a.login === form.get('login') && a.password === form.get('password'));
      if (!account) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(loginPage(details.uid, { hint, error: 'Usuari o contrasenya incorrectes', login: form.get('login') }));
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.claims.sub } }, { mergeWithLastSubmission: false });
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Identity provider: ${err instanceof Error ? err.message : 'error'}`);
    }
  });

  return {
    issuer,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}
