import { describe, expect, it } from 'vitest';
import type { TargetFailure } from '../../demo/server/publishers/http.ts';
import { wordPressFailureMessage, type WordPressCallContext } from '../../demo/server/publishers/wordpress-errors.ts';

// The error table of the WordPress publisher: what the site (or the network) answered → what the person reads.
const SITE = 'https://firm.example';
const AT: WordPressCallContext = { site: SITE, username: 'editor', step: 'create' };
const refused = (status: number, body: unknown, statusText = ''): TargetFailure => ({ kind: 'refused', status, statusText, body });
const wp = (status: number, code: string, message = 'WordPress says no.') => refused(status, { code, message, data: { status } });
const say = (failure: TargetFailure, at: Partial<WordPressCallContext> = {}) => wordPressFailureMessage(failure, { ...AT, ...at });

describe('the WordPress error table', () => {
  it.each([
    ['a wrong application password (incorrect_password)', wp(401, 'incorrect_password'), /did not accept the application password of "editor"\. Create a new application password/],
    ['an unknown user (invalid_username)', wp(401, 'invalid_username'), /has no user "editor"\. Enter in Settings the user name/],
    ['no sign-in at all (rest_not_logged_in)', wp(401, 'rest_not_logged_in'), /did not accept the user name "editor" with the application password saved in Settings/],
    ['a wrong password as WordPress 6.1 answers it (401 rest_cannot_create)', wp(401, 'rest_cannot_create'), /did not accept the user name "editor"/],
    ['a user without the rights (403 rest_cannot_create)', wp(403, 'rest_cannot_create'), /^The WordPress user "editor" may not create posts on https:\/\/firm\.example\. Give that user the Editor/],
    ['no REST API there (404 HTML)', refused(404, '<html>Not found</html>', 'Not Found'), /^No WordPress REST API answered at https:\/\/firm\.example\/wp-json\/ \(it answered 404\)\. Check the site URL/],
    ['no REST route (rest_no_route)', wp(404, 'rest_no_route'), /^No WordPress REST API answered/],
    ['a site in trouble (502 HTML)', refused(502, '<html>Bad gateway</html>', 'Bad Gateway'), /is not working right now \(502 Bad Gateway\)\. Try again later/],
    ['a WordPress crash (500 JSON)', wp(500, 'internal_server_error', 'There has been a critical error.'), /failed \(500\): There has been a critical error\. Try again later/],
    ['an invalid parameter keeps WordPress’s words', wp(400, 'rest_invalid_param', 'Invalid parameter(s): date'), /^WordPress at https:\/\/firm\.example refused to create the post \(400\): Invalid parameter\(s\): date\.$/],
  ])('%s', (_, failure, expected) => {
    expect(say(failure)).toMatch(expected);
  });

  it('names the site that could not be reached, and a timeout as no answer in time', () => {
    expect(say({ kind: 'unreachable', reason: 'connect ECONNREFUSED 127.0.0.1:9', timedOut: false })).toBe(
      `WordPress at ${SITE} could not be reached (connect ECONNREFUSED 127.0.0.1:9). Check that the site is up and that the site URL in Settings is right, then try again.`,
    );
    expect(say({ kind: 'unreachable', reason: 'no answer within 15000 ms', timedOut: true })).toMatch(/did not answer in time: the site may be down/);
  });

  it('says where a redirect points', () => {
    expect(say({ kind: 'redirected', status: 301, location: 'https://www.firm.example/wp-json/wp/v2/posts' })).toMatch(/sent the request on to https:\/\/www\.firm\.example\/wp-json\/wp\/v2\/posts; save that address/);
  });

  it('explains a refused upload with WordPress’s reason, and a too-large one by its status', () => {
    const upload = { step: 'upload' as const, fileName: 'court.png' };
    expect(say(wp(500, 'rest_upload_sideload_error', 'Sorry, you are not allowed to upload this file type.'), upload)).toBe(
      `WordPress at ${SITE} refused the featured image "court.png": Sorry, you are not allowed to upload this file type. Choose a smaller JPEG or PNG image, or ask the site's administrator to allow the upload.`,
    );
    expect(say(refused(413, '<html>Request Entity Too Large</html>'), upload)).toMatch(/refused the featured image "court\.png": it is larger than the site accepts/);
    expect(say(wp(403, 'rest_cannot_create'), upload)).toMatch(/may not upload images on/);
  });

  it('says a post deleted on the site is gone, and what to do', () => {
    expect(say(wp(404, 'rest_post_invalid_id', 'Invalid post ID.'), { step: 'update', postId: '42' })).toBe(
      `The post 42 is no longer on WordPress at ${SITE}: it was deleted there. Delete the WordPress post in the portal, then push the blog again.`,
    );
  });
});
