/* global describe, it, before, document, getComputedStyle, setTimeout */
// Styles: an open shadow root adopting our one sheet; host CSS (even !important) does not reach in; ours does not leak out.
import { expect, waitFor } from './support/expect.js';

const VALID = 'auth-domain="https://id.example.test" auth-client-id="portal" auth-audience="https://api.example.test"';
const HOST_CSS = `
  fp-notifications * { color: red !important; }
  fp-test-element * { color: red !important; }
  button { all: unset !important; }
  fp-notifications, fp-test-element { color: red !important; font-family: "Comic Sans MS", fantasy !important; font-size: 40px !important; }
`;
const OUR_TEXT = 'rgb(17, 24, 39)';
const OUR_PRIMARY = 'rgb(37, 99, 235)';
const PICKED = ['color', 'backgroundColor', 'paddingLeft', 'paddingTop', 'borderRadius', 'display', 'fontSize', 'fontFamily', 'cursor'];
const pick = (element) => Object.fromEntries(PICKED.map((name) => [name, getComputedStyle(element)[name]]));

let hostButton;
let hostButtonBefore;
let headBefore;
let bell;
let fixture;

describe('style isolation', () => {
  before(async () => {
    hostButton = document.body.appendChild(document.createElement('button'));
    hostButton.textContent = 'Host';
    hostButtonBefore = pick(hostButton);
    headBefore = document.head.innerHTML;
    const holder = document.body.appendChild(document.createElement('div'));
    holder.innerHTML = `<fp-notifications ${VALID}></fp-notifications><fp-test-element label="Ours"></fp-test-element>`;
    [bell, fixture] = holder.children;
    await import('/dist/fp-portal.js');
    await import('/dist/test/test-element.js');
    await waitFor(() => bell.shadowRoot?.querySelector('section') && fixture.shadowRoot?.querySelector('button'), 'both elements to render');
    // Let twind's class observer write the fixture's rules.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('opens the shadow root and adopts the one shared stylesheet in every element', () => {
    expect(bell.shadowRoot.mode).toBe('open');
    const [sheet] = bell.shadowRoot.adoptedStyleSheets;
    expect(Boolean(sheet)).toBe(true);
    expect(fixture.shadowRoot.adoptedStyleSheets.includes(sheet)).toBe(true);
    const css = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
    expect(css).toContain(':host');
    expect(css).toContain('--fp-color-text');
  });

  it('keeps host CSS, !important included, from changing text inside the shadow root', () => {
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = HOST_CSS;
    try {
      expect(getComputedStyle(bell.shadowRoot.querySelector('section')).color).toBe(OUR_TEXT);
      expect(getComputedStyle(fixture.shadowRoot.querySelector('p')).color).toBe('rgb(107, 114, 128)');
      expect(getComputedStyle(bell.shadowRoot.querySelector('section')).fontSize).toBe('14px');
    } finally {
      style.remove();
    }
  });

  it('keeps a host `button { all: unset !important }` from changing our button', () => {
    const button = fixture.shadowRoot.querySelector('button');
    const ours = pick(button);
    expect(ours.backgroundColor).toBe(OUR_PRIMARY);
    expect(ours.paddingLeft).toBe('12px');
    expect(button.dataset.root).toBe('shadow');
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = HOST_CSS;
    try {
      expect(pick(button)).toEqual(ours);
    } finally {
      style.remove();
    }
  });

  it('lets the host theme through --fp-* custom properties, on the element or an ancestor', () => {
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = ':root { --fp-color-text: rgb(1, 2, 3); } fp-test-element { --fp-color-primary: rgb(4, 5, 6); }';
    try {
      expect(getComputedStyle(bell.shadowRoot.querySelector('section')).color).toBe('rgb(1, 2, 3)');
      expect(getComputedStyle(fixture.shadowRoot.querySelector('button')).backgroundColor).toBe('rgb(4, 5, 6)');
    } finally {
      style.remove();
    }
  });

  it('does not leak our styles out or write to the document head', () => {
    expect(pick(hostButton)).toEqual(hostButtonBefore);
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.adoptedStyleSheets.length).toBe(0);
  });
});
