import { createHash, randomBytes } from 'node:crypto';

/** What a browser would do at the identity provider, over plain HTTP: one cookie jar, redirects followed by hand. */
export interface SignInBrowser {
  /** GET or POST a path or URL of the service, sending and keeping its cookies; redirects are not followed. */
  request(
    pathOrUrl: string,
    init?: { method?: string; form?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Starts an authorization (code + PKCE) and follows the provider's own redirects: the last answer, and the verifier. */
  authorize(params: { clientId: string; redirectUri: string }): Promise<{ answer: Response; verifier: string }>;
  /** Follows the provider's redirects from an answer, up to one that leaves the provider (or is not a redirect). */
  follow(answer: Response): Promise<Response>;
}

/** The provider's own pages; a redirect anywhere else is the app's callback. */
const PROVIDER_PATH = /^\/(authorize|interaction|oauth|v2\/logout)(\/|$)/;

const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export function signInBrowser(serviceUrl: string): SignInBrowser {
  const cookies = new Map<string, string>();
  const keep = (answer: Response) => {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const request: SignInBrowser['request'] = async (pathOrUrl, init = {}) => {
    const url = new URL(pathOrUrl, serviceUrl);
    const headers: Record<string, string> = { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const answer = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    keep(answer);
    return answer;
  };
  const follow: SignInBrowser['follow'] = async (first) => {
    let answer = first;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = answer.headers.get('location');
      if (answer.status < 300 || answer.status >= 400 || !location) return answer;
      const next = new URL(location, serviceUrl);
      if (next.origin !== new URL(serviceUrl).origin || !PROVIDER_PATH.test(next.pathname)) return answer;
      answer = await request(next.toString());
    }
    throw new Error('too many redirects at the identity provider');
  };
  return {
    request,
    follow,
    async authorize({ clientId, redirectUri }) {
      const { verifier, challenge } = pkcePair();
      const query = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile email',
        state: 'state-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        audience: 'https://api.firmpilot.test',
      });
      return { answer: await follow(await request(`/authorize?${query}`)), verifier };
    },
  };
}

/** The interaction page's path (`/interaction/<uid>`) of an answer that shows one, as its form's action. */
export async function formAction(answer: Response): Promise<string> {
  const html = await answer.text();
  const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form in the answer (${answer.status}): ${html.slice(0, 300)}`);
  return action.replace(/&amp;/g, '&');
}

/** The code a redirect to the app carries, or undefined when the answer is none. */
export function codeOf(answer: Response, redirectUri: string): string | undefined {
  const location = answer.headers.get('location');
  if (!location || !location.startsWith(redirectUri.split('?')[0]!)) return undefined;
  return new URL(location).searchParams.get('code') ?? undefined;
}
