/* global describe, it, document */
// Configuration: a misconfigured element says what is wrong; a configured one renders its named region.
import { configure } from '/dist/fp-portal.js';
import { expect, waitFor } from './support/expect.js';

const VALID = 'auth-domain="https://id.example.test" auth-client-id="portal" auth-audience="https://api.example.test"';

function mount(html) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.appendChild(holder);
  return holder.firstElementChild;
}
const rendered = (element) => waitFor(() => element.shadowRoot?.firstElementChild, `<${element.localName}> to render`);

describe('configuration check', () => {
  it('lists every missing setting inside the element, with how to set it', async () => {
    const element = mount('<fp-notifications></fp-notifications>');
    const alert = await rendered(element);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.getAttribute('part')).toBe('config-error');
    const text = alert.textContent;
    expect(text).toContain('Notifications cannot start because the portal is not configured correctly:');
    expect(text).toContain('auth-domain is missing: set the auth-domain attribute or call configure({ authDomain }).');
    expect(text).toContain('auth-client-id is missing: set the auth-client-id attribute or call configure({ authClientId }).');
    expect(text).toContain('auth-audience is missing: set the auth-audience attribute or call configure({ authAudience }).');
  });

  it('names an invalid URL setting', async () => {
    const element = mount(`<fp-client-switcher ${VALID} api-url="ftp://files.example.test"></fp-client-switcher>`);
    const alert = await rendered(element);
    expect(alert.textContent).toContain('api-url must be an http(s) URL, got "ftp://files.example.test".');
  });

  it('renders the portal, not a configuration message, when configured by attributes', async () => {
    const element = mount(`<fp-portal ${VALID} brand="Acme"></fp-portal>`);
    const frame = await rendered(element);
    expect(frame.getAttribute('part')).toBe('base');
    expect(frame.getAttribute('data-brand')).toBe('Acme');
    expect(element.shadowRoot.querySelector('[role="alert"]')).toBe(null);
  });

  it('renders the named region of each panel element when configured by attributes', async () => {
    const names = { 'fp-notifications': 'Notifications', 'fp-client-switcher': 'Client switcher', 'fp-blog-board': 'Blog board' };
    for (const [tag, name] of Object.entries(names)) {
      const element = mount(`<${tag} ${VALID} brand="Acme"></${tag}>`);
      const region = await rendered(element);
      expect(region.localName).toBe('section');
      expect(region.getAttribute('aria-label')).toBe(name);
      expect(element.shadowRoot.querySelector('[role="alert"]')).toBe(null);
    }
  });

  it('re-checks when an attribute is fixed after the element rendered', async () => {
    const element = mount('<fp-blog-board auth-client-id="portal" auth-audience="https://api.example.test"></fp-blog-board>');
    await rendered(element);
    expect(element.shadowRoot.firstElementChild.getAttribute('role')).toBe('alert');
    element.setAttribute('auth-domain', 'https://id.example.test');
    await waitFor(() => element.shadowRoot.firstElementChild?.localName === 'section', 'the region after the fix');
  });

  it('takes page-wide settings from configure() exported by the loader', async () => {
    configure({ authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test' });
    const element = mount('<fp-notifications></fp-notifications>');
    const region = await rendered(element);
    expect(region.getAttribute('aria-label')).toBe('Notifications');
  });
});
