/* global describe, it, before, document, getComputedStyle */
// Theming (docs/theming.md): hosts restyle us through --fp-* custom properties and ::part, nothing else.
// A host that colours the trigger for its dark header keeps a readable panel: overlays use the surface colours.
import { expect, waitFor } from './support/expect.js';

const HOST_CSS = `
  header { background: rgb(17, 17, 17); }
  header fp-popover-test { --fp-color-text: rgb(255, 255, 255); --fp-color-muted: rgb(200, 200, 200); }
  fp-popover-test.branded { --fp-surface-color-background: rgb(250, 245, 230); --fp-surface-color-text: rgb(60, 40, 20); }
  fp-popover-test.branded::part(panel) { border-color: rgb(120, 0, 0); }
  fp-popover-test.branded::part(trigger) { text-decoration: underline; }
`;

let plain;
let branded;
const inside = (element, selector) => element.shadowRoot.querySelector(selector);
const colour = (element, property = 'color') => getComputedStyle(element)[property];

async function open(element) {
  const trigger = await waitFor(() => inside(element, '[data-slot="popover-trigger"]'), 'the trigger');
  trigger.click();
  return waitFor(() => inside(element, '[data-slot="popover-content"]'), 'the panel');
}

describe('theming', () => {
  before(async () => {
    document.head.insertAdjacentHTML('beforeend', `<style>${HOST_CSS}</style>`);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<header><fp-popover-test id="plain"></fp-popover-test></header><header><fp-popover-test id="branded" class="branded"></fp-popover-test></header>',
    );
    await import('/dist/test/test-element.js');
    plain = document.getElementById('plain');
    branded = document.getElementById('branded');
  });

  it('the host colours the trigger through --fp-color-text, while the panel keeps its own readable colours', async () => {
    const panel = await open(plain);
    expect(colour(inside(plain, '[data-slot="popover-trigger"]'))).toBe('rgb(255, 255, 255)');
    expect(colour(panel)).toBe('rgb(17, 24, 39)');
    expect(colour(panel, 'backgroundColor')).toBe('rgb(255, 255, 255)');
    const [text, note] = panel.querySelectorAll('p');
    expect(colour(text)).toBe('rgb(17, 24, 39)');
    expect(colour(note)).toBe('rgb(107, 114, 128)');
  });

  it('--fp-surface-color-* and ::part(panel) / ::part(trigger) restyle the overlay', async () => {
    const panel = await open(branded);
    expect(colour(panel, 'backgroundColor')).toBe('rgb(250, 245, 230)');
    expect(colour(panel.querySelector('p'))).toBe('rgb(60, 40, 20)');
    expect(colour(panel, 'borderTopColor')).toBe('rgb(120, 0, 0)');
    expect(getComputedStyle(inside(branded, '[data-slot="popover-trigger"]')).textDecorationLine).toBe('underline');
  });
});
