// HTML of the provider's own pages. Every value that reaches the markup goes through escapeHtml.

export const CSS_PATH = '/interaction/assets/pages.css';
export const WRONG_CREDENTIALS = 'Wrong email or password.';

export interface DemoLogin {
  email: string;
  name: string;
  roles: string[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function shell(options: { brand: string; title: string; body: string; head?: string }): string {
  const brand = escapeHtml(options.brand);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · ${brand}</title>
<link rel="stylesheet" href="${CSS_PATH}">
${options.head ?? ''}
</head>
<body>
<main>
<p class="brand"><span class="brand-mark" aria-hidden="true">${escapeHtml(options.brand.charAt(0))}</span>${brand}</p>
${options.body}
</main>
</body>
</html>`;
}

export function signInPage(options: { brand: string; action: string; email?: string; error?: string; demoLogins?: DemoLogin[] }): string {
  const { error } = options;
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const errorBlock = error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : '';
  const demo = options.demoLogins?.length ? demoList(options.action, options.demoLogins) : '';
  // The email field gets focus first, or the password field after a failed attempt.
  const body = `<h1>Sign in</h1>
<p>Use your ${escapeHtml(options.brand)} account to continue.</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email)}"${invalid}${error ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
${errorBlock}
<button class="primary" type="submit">Sign in</button>
</form>
${demo}`;
  return shell({ brand: options.brand, title: 'Sign in', body });
}

function demoList(action: string, logins: DemoLogin[]): string {
  const items = logins
    .map(
      (login) => `<li><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="email" value="${escapeHtml(login.email)}">
<input type="hidden" name="password" value="demo">
<button type="submit">Sign in as ${escapeHtml(login.name)}<small>${escapeHtml(login.email)}${login.roles.length ? ` · ${escapeHtml(login.roles.join(', '))}` : ''}</small></button>
</form></li>`,
    )
    .join('\n');
  return `<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">Demo logins</h2>
<p>Every demo account uses the password <code>demo</code>. Shown only outside production.</p>
<ul>${items}</ul>
</section>`;
}

/** A firm's site asks to act as the person: what it is, who it belongs to, and the two answers. */
export function consentPage(options: { brand: string; action: string; site: string; firm: string }): string {
  const { brand, site, firm } = options;
  const action = escapeHtml(options.action);
  const body = `<h1>Allow ${escapeHtml(site)}?</h1>
<p>${escapeHtml(site)}, the website of ${escapeHtml(firm)}, asks to use your ${escapeHtml(brand)} account. It will see and change what you can in ${escapeHtml(brand)}, as you, for an hour.</p>
<form method="post" action="${action}">
<input type="hidden" name="decision" value="allow">
<button class="primary" type="submit" autofocus>Allow</button>
</form>
<form method="post" action="${action}">
<input type="hidden" name="decision" value="deny">
<button type="submit">Cancel</button>
</form>`;
  return shell({ brand, title: `Allow ${site}?`, body });
}

export function messagePage(options: { brand: string; title: string; message: string }): string {
  const body = `<h1>${escapeHtml(options.title)}</h1>\n<p>${escapeHtml(options.message)}</p>`;
  return shell({ brand: options.brand, title: options.title, body });
}

/** Auth0's /v2/logout signs out at once: the confirmation form is submitted by script. */
export function logoutPage(options: { brand: string; form: string; nonce: string }): string {
  // oidc-provider's form carries its xsrf token; logout=yes also ends the provider session.
  const form = options.form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const body = `<h1>Signing out…</h1>
${form}
<button class="primary" type="submit" form="op.logoutForm">Sign out</button>
<script nonce="${escapeHtml(options.nonce)}">document.getElementById('op.logoutForm').submit();</script>`;
  return shell({ brand: options.brand, title: 'Sign out', body });
}
