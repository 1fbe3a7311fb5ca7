/* global describe, it, before, after, document, getComputedStyle, setTimeout, CSSTransition */
// Styles: an open shadow root adopting our one sheet; host CSS (even !important) does not reach in; ours does
// not leak out; and sizes do not follow the host's root font size (rem inside a shadow root is the host's rem).
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
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
    await waitFor(
      () => bell.shadowRoot?.querySelector('section') && fixture.shadowRoot?.querySelector('button'),
      'both elements to render',
    );
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

/** Each part's box, font size, line height, paddings and radius: what a host would see move if rem leaked in. */
function layoutOf(element) {
  return [...element.shadowRoot.querySelectorAll('*')].map((part) => {
    const box = part.getBoundingClientRect();
    const style = getComputedStyle(part);
    return {
      part: `${element.localName} ${part.getAttribute('data-slot') ?? part.getAttribute('part') ?? part.localName}`,
      width: box.width,
      height: box.height,
      fontSize: style.fontSize,
      lineHeight: style.lineHeight,
      padding: `${style.paddingTop} ${style.paddingRight} ${style.paddingBottom} ${style.paddingLeft}`,
      radius: style.borderTopLeftRadius,
    };
  });
}

describe('a host whose root font size is not 16px', () => {
  const rootSize = document.createElement('style');
  let elements;

  before(async () => {
    // Desktop width, so the sidebar is its column with its inline width.
    await setViewport({ width: 1200, height: 800 });
    await import('/dist/test/shell-fixture.js');
    const holder = document.body.appendChild(document.createElement('div'));
    // Signed out, the session elements show their sign-in button; <fp-portal> without settings its error box.
    holder.innerHTML = `<fp-notifications ${VALID}></fp-notifications><fp-client-switcher ${VALID}></fp-client-switcher>
      <fp-blog-board ${VALID}></fp-blog-board><fp-portal></fp-portal><fp-test-element label="Ours"></fp-test-element>
      <fp-sidebar-test></fp-sidebar-test>`;
    elements = [...holder.children];
    await waitFor(
      () => elements.every((element) => element.shadowRoot?.querySelector('[data-slot="sign-in-button"], [part="config-error"], button')),
      'every element to render',
    );
    document.head.appendChild(rootSize);
  });
  after(() => rootSize.remove());

  const onRoot = (css) => {
    rootSize.textContent = css;
    // Layout restyles every shadow tree, which starts the transitions (the sidebar's width); they would still
    // show the size before the change, so jump to their end.
    document.documentElement.getBoundingClientRect();
    for (const animation of elements.flatMap((element) => element.shadowRoot.getAnimations()))
      if (animation instanceof CSSTransition) animation.finish();
    return getComputedStyle(document.documentElement).fontSize;
  };

  it('renders every part the same on a 62.5% (10px) root as on a 16px root', () => {
    expect(onRoot('html { font-size: 62.5%; }')).toBe('10px');
    const onTenPx = elements.flatMap(layoutOf);
    expect(onRoot('html { font-size: 16px; }')).toBe('16px');
    const onSixteenPx = elements.flatMap(layoutOf);
    const differences = onSixteenPx.flatMap((part, index) =>
      JSON.stringify(part) === JSON.stringify(onTenPx[index]) ? [] : [{ on10px: onTenPx[index], on16px: part }],
    );
    expect(differences).toEqual([]);
  });
});
