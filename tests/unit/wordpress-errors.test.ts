import { describe, expect, it } from 'vitest';
import type { TargetFailure } from '../../demo/server/publishers/http.ts';
import { wordPressFailureMessage, type WordPressCallContext } from '../../demo/server/publishers/wordpress-errors.ts';

// The error table of the WordPress publisher: what the site (or the network) answered → what the person reads.
const SITE = 'https://firm.example';
const AT: WordPressCallContext = { site: SITE, username: 'editor', step: 'create' };
const refused = (status: number, body: unknown, statusText = ''): TargetFailure => ({ kind: 'refused', status, statusText, body });
const wp = (status: number, code: string, message = 'WordPress says no.') => refused(status, { code, message, data: { status } });
const say = (failure: TargetFailure, at: Partial<WordPressCallContext> = {}) => wordPressFailureMessage(failure, { ...AT, ...at });

const UNREACHABLE = `Could not reach your WordPress site at ${SITE}. Check that the site is up and that the site URL in Settings is its home address on the internet (often with https:// or www.), with the WordPress REST API on, then try again.`;

describe('the WordPress error table', () => {
  it.each([
    [
      'a wrong application password (incorrect_password)',
      wp(401, 'incorrect_password'),
      /did not accept the application password of "editor"\. Create a new application password/,
    ],
    ['an unknown user (invalid_username)', wp(401, 'invalid_username'), /has no user "editor"\. Enter in Settings the user name/],
    [
      'no sign-in at all (rest_not_logged_in)',
      wp(401, 'rest_not_logged_in'),
      /did not accept the user name "editor" with the application password saved in Settings/,
    ],
    [
      'a wrong password as WordPress 6.1 answers it (401 rest_cannot_create)',
      wp(401, 'rest_cannot_create'),
      /did not accept the user name "editor"/,
    ],
    [
      'a user without the rights (403 rest_cannot_create)',
      wp(403, 'rest_cannot_create'),
      /^The WordPress user "editor" may not create posts on https:\/\/firm\.example\. Give that user the Editor/,
    ],
    [
      'a WordPress crash (500 JSON), without WordPress’s words',
      wp(500, 'internal_server_error', 'There has been a critical error.'),
      /^Your WordPress site at https:\/\/firm\.example failed while creating the post\. Try again later/,
    ],
    [
      'an invalid parameter, without WordPress’s words',
      wp(400, 'rest_invalid_param', 'Invalid parameter(s): date'),
      /^Your WordPress site at https:\/\/firm\.example refused the post\. Try again later/,
    ],
  ])('%s', (_, failure, expected) => {
    expect(say(failure)).toMatch(expected);
    expect(say(failure)).not.toContain('WordPress says no');
  });

  it('says one thing whenever WordPress did not answer as itself: no answer, a timeout, a redirect, a web page, a proxy error', () => {
    expect(say({ kind: 'unreachable', reason: 'connect ECONNREFUSED 127.0.0.1:9', timedOut: false })).toBe(UNREACHABLE);
    expect(say({ kind: 'unreachable', reason: 'no answer within 15000 ms', timedOut: true })).toBe(UNREACHABLE);
    expect(say({ kind: 'redirected', status: 301, location: 'http://169.254.169.254/latest/meta-data/' })).toBe(UNREACHABLE);
    expect(say(refused(404, '<html>Not found</html>', 'Not Found'))).toBe(UNREACHABLE);
    expect(say(refused(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(UNREACHABLE);
    expect(say(refused(500, { message: 'secret from another server' }))).toBe(UNREACHABLE);
    expect(say(wp(404, 'rest_no_route'))).toBe(UNREACHABLE);
  });

  it('explains a refused upload without WordPress’s reason', () => {
    const upload = { step: 'upload' as const, fileName: 'court.png' };
    expect(say(wp(500, 'rest_upload_sideload_error', 'Sorry, you are not allowed to upload this file type.'), upload)).toBe(
      `Your WordPress site at ${SITE} refused the featured image "court.png". Choose a smaller JPEG or PNG image, or ask the site's administrator to allow the upload.`,
    );
    expect(say(wp(403, 'rest_cannot_create'), upload)).toMatch(/may not upload images on/);
  });

  it('says a post deleted on the site is gone, and what to do', () => {
    expect(say(wp(404, 'rest_post_invalid_id', 'Invalid post ID.'), { step: 'update', postId: '42' })).toBe(
      `The post 42 is no longer on WordPress at ${SITE}: it was deleted there. Delete the WordPress post in the portal, then push the blog again.`,
    );
  });
});
