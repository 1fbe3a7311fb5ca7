// The sign-in check: @auth0/auth0-spa-js, unchanged, against the service's own identity provider.
import { createAuth0Client } from '/vendor/auth0/auth0-spa-js.production.esm.js';

const $ = (id) => document.getElementById(id);
const status = (text) => {
  $('status').textContent = text;
};

function decodeJwtPayload(token) {
  const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(part), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

async function main() {
  const config = await (await fetch('/demo-config.json')).json();
  for (const user of config.users) {
    const item = document.createElement('li');
    item.innerHTML = '<code></code> <span></span>';
    item.querySelector('code').textContent = user.email;
    item.querySelector('span').textContent = user.description;
    $('user-list').append(item);
  }
  $('demo-users').hidden = config.users.length === 0;

  const auth0 = await createAuth0Client({
    domain: config.authDomain,
    clientId: config.authClientId,
    cacheLocation: 'localstorage',
    useRefreshTokens: false,
    authorizationParams: {
      redirect_uri: window.location.origin + window.location.pathname,
      audience: config.authAudience,
      scope: 'openid offline_access read:admin profile email',
    },
  });

  if (new URLSearchParams(window.location.search).has('code')) {
    try {
      await auth0.handleRedirectCallback();
    } catch (error) {
      status(`Sign-in did not complete: ${error.message}. Try again.`);
    }
    window.history.replaceState({}, '', window.location.pathname);
  }

  $('sign-in').addEventListener('click', () => auth0.loginWithRedirect());
  $('sign-out').addEventListener('click', () => {
    status('Logging out…');
    auth0.logout({ logoutParams: { returnTo: window.location.origin + window.location.pathname } });
  });

  if (!(await auth0.isAuthenticated())) {
    status('You are not signed in.');
    $('sign-in').hidden = false;
    return;
  }
  const user = await auth0.getUser();
  const token = await auth0.getTokenSilently();
  $('user-name').textContent = user.name;
  $('user-email').textContent = user.email;
  $('claims').textContent = JSON.stringify(decodeJwtPayload(token), null, 2);
  const response = await fetch(config.apiUrl + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'query Me { me { email roles userClientMapping { userClients { client { name } } } } }',
      operationName: 'Me',
    }),
  });
  const body = await response.json();
  $('api-me').textContent = body.data
    ? `${body.data.me.email} (${body.data.me.roles.join(', ') || 'no roles'}; ${body.data.me.userClientMapping.userClients.length} clients)`
    : `API error: ${body.errors?.[0]?.message ?? response.status}`;
  $('signed-in').hidden = false;
  $('sign-out').hidden = false;
  status(`Signed in as ${user.email}.`);
}

main().catch((error) => status(`Something went wrong: ${error.message}`));
