/* global describe, it, before, location, history */
// <fp-portal> in Chromium against the built bundle, signed out and with no service: the guard sends the
// person to the sign-in screen, in the routing mode the host chose.
import { expect, waitFor } from './support/expect.js';
import { mount, VALID_SETTINGS } from './support/portal-fixtures.js';

const heading = (element) => element.shadowRoot?.querySelector('main h1')?.textContent?.trim();

describe('<fp-portal> routing modes', function () {
  // Signed out is known only once the identity SDK has loaded and found no session at the (absent) provider.
  this.timeout(15000);
  before(async () => {
    await import('/dist/fp-portal.js');
  });
  it('memory routing shows the sign-in screen and leaves the host page URL alone', async () => {
    const before = location.href;
    const portal = mount(`<fp-portal ${VALID_SETTINGS} routing="memory" brand="Acme"></fp-portal>`);
    await waitFor(() => heading(portal) === 'Sign in to Acme', 'the sign-in screen', 10000);
    expect(location.href).toBe(before);
    portal.remove();
  });

  it('hash routing keeps the route in the hash', async () => {
    // The page's one session keeps the first element's settings (brand Acme above).
    const portal = mount(`<fp-portal ${VALID_SETTINGS} routing="hash"></fp-portal>`);
    await waitFor(() => heading(portal) === 'Sign in to Acme', 'the sign-in screen', 10000);
    expect(location.hash.startsWith('#/login')).toBe(true);
    portal.remove();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('says which routing values exist when given another', async () => {
    const portal = mount(`<fp-portal ${VALID_SETTINGS} routing="pages"></fp-portal>`);
    const alert = await waitFor(() => portal.shadowRoot?.querySelector('[role="alert"]'), 'the message');
    expect(alert.textContent).toContain('routing must be one of path, hash, memory, not "pages"');
    portal.remove();
  });
});
