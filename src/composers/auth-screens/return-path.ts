/**
 * Where the sign-in returns to, from the login page's `redirect` search parameter: a path inside the
 * portal, else home. Anything else (another origin, `//host`, a backslash trick, the login page itself,
 * which would loop) is refused, so a crafted link cannot send a person off the portal after sign-in.
 */
export function returnPathFrom(redirect: unknown): string {
  if (typeof redirect !== 'string' || !redirect.startsWith('/')) return '/';
  if (redirect.startsWith('//') || redirect.includes('\\')) return '/';
  const pathname = redirect.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return pathname === '/login' ? '/' : redirect;
}
