/* global describe, it, before, after, afterEach, document, window, console */
// The bare screens (login, client select, account setup, error, 404, the route-error fallback) in Chromium:
// reached and used with a real keyboard, focus where a person needs it, and laid out on a phone's width
// and a desktop's. The screens run in a memory router inside a fixture element (support/screens-fixture.tsx);
// the person and their clients are put in the page's stores, and the identity client only records calls.
import { loadAxe } from './support/axe.js';
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, client, inside, mount, personOf, runtime } from './support/portal-fixtures.js';
import { nextPaint, press, type } from './support/real-input.js';
import { signOutAndForget } from './support/signed-in.js';

let element;
const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1024, height: 768 };

const focusedIn = () => element.shadowRoot.activeElement;
const location = () => inside(element, '[data-slot="location"]').textContent;
const buttonNamed = (name) => allInside(element, 'button').find((button) => button.textContent === name);
const heading = () => inside(element, 'h1, h2');

async function show(path, { brand = 'Acme Legal Marketing' } = {}) {
  element = mount(`<fp-screens-test path="${path}" brand="${brand}"></fp-screens-test>`);
  await waitFor(() => heading(), `the screen at ${path}`);
  return element;
}

/** Tabs from the start of the page until focus is inside the element, and returns what has focus there. */
async function tabIntoElement() {
  document.body.tabIndex = -1;
  document.body.focus();
  await press('Tab');
  return focusedIn();
}

function signIn(clients) {
  const { stores } = runtime();
  stores.clients.getState().setClients(clients);
  stores.clients.setState({ selectedClient: null });
  stores.user.getState().setUser(personOf(clients));
}

/** Nothing sticks out sideways, and every button is whole on screen. */
function fitsWidth(width) {
  expect(document.documentElement.scrollWidth <= width).toBe(true);
  for (const button of allInside(element, 'button')) {
    const box = button.getBoundingClientRect();
    expect(box.left >= 0 && box.right <= width).toBe(true);
  }
}

let fixture;
before(async () => {
  fixture = await import('/dist/test/screens-fixture.js');
});

afterEach(async () => {
  element?.remove();
  element = undefined;
  signOutAndForget();
  fixture.setBroken(false);
  await setViewport(DESKTOP);
});

describe('login', () => {
  it('Tab reaches Sign in; Enter starts the identity flow back to `redirect`, keeping focus while it leaves', async () => {
    await show('/login?redirect=%2Freporting');
    expect(inside(element, '[data-slot="brand"]').textContent).toBe('Acme Legal Marketing');
    const focused = await tabIntoElement();
    expect(focused.textContent).toBe('Sign in');
    await press('Enter');
    await waitFor(() => fixture.identityRequests().length > 0, 'the sign-in request');
    expect(fixture.identityRequests().at(-1)).toEqual({ method: 'loginWithRedirect', options: { appState: { returnTo: '/reporting' } } });
    await waitFor(() => inside(element, '[role="status"][aria-label="Redirecting to login..."]'), 'the redirecting state');
    expect(focusedIn() === focused).toBe(true);
  });
});

describe('client select', () => {
  const MANY = [
    'Acme Law',
    'Baker LLP',
    'Cedar Point Workers Comp',
    'Dunn Partners',
    'Elm & Oak',
    'Fisher Law Group',
    'Grant Counsel',
    'Hale Advocates',
    'Iris Legal',
    'Jade Attorneys',
    'Kent & Co',
    'McKinley Law',
  ].map((name, index) => client(`c-${index + 1}`, name));

  it('with a keyboard only: Tab to the search, type, ArrowDown through the matches, Enter chooses and goes home', async () => {
    signIn(MANY);
    await show('/client-select');
    expect((await tabIntoElement()).getAttribute('aria-label')).toBe('Search clients');
    await type('law');
    await nextPaint();
    expect(allInside(element, '[data-slot="client-choice-item"]').map((button) => button.textContent)).toEqual([
      'Acme Law',
      'Fisher Law Group',
      'McKinley Law',
    ]);
    await press('ArrowDown');
    await press('ArrowDown');
    expect(focusedIn().textContent).toBe('Fisher Law Group');
    await press('Enter');
    await waitFor(() => location() === '/', 'the way home');
    expect(runtime().stores.clients.getState().selectedClient.name).toBe('Fisher Law Group');
  });

  it('Tab moves from one client to the next; Space chooses', async () => {
    signIn(MANY.slice(0, 3));
    await show('/client-select');
    expect((await tabIntoElement()).textContent).toBe('Acme Law');
    await press('Tab');
    expect(focusedIn().textContent).toBe('Baker LLP');
    await press(' ');
    await waitFor(() => location() === '/', 'the way home');
    expect(runtime().stores.clients.getState().selectedClient.name).toBe('Baker LLP');
  });
});

describe('account setup', () => {
  it('says the account is being set up; Tab reaches the other client and Log out', async () => {
    signIn([client('c-1', 'Aspen Trust Lawyers'), client('c-2', 'Harbor & Vale Law')]);
    runtime().stores.clients.getState().selectClient('c-1');
    await show('/account-setup');
    expect(inside(element, 'h1').textContent).toBe('Your account is being setup and is not ready yet');
    expect((await tabIntoElement()).textContent).toBe('Harbor & Vale Law');
    await press('Tab');
    expect(focusedIn().textContent).toBe('Log out');
    await press('Enter');
    await waitFor(() => fixture.identityRequests().some((call) => call.method === 'logout'), 'the logout request');
    const spinner = inside(element, '[data-slot="logging-out"]').getBoundingClientRect();
    expect([spinner.width, spinner.height]).toEqual([window.innerWidth, window.innerHeight]);
    expect(runtime().stores.user.getState().user).toBe(null);
  });
});

describe('the error screen on a render error', () => {
  // React reports every caught render error on the console; these are the ones the tests cause.
  let consoleError;
  before(() => {
    consoleError = console.error;
    console.error = (...args) => {
      if (!args.some((arg) => String(arg?.message ?? arg).includes('reading "deliverables"'))) consoleError(...args);
    };
  });
  after(() => {
    console.error = consoleError;
  });

  it('takes focus to its heading; Tab reaches Try Again, which renders the page again once it works', async () => {
    fixture.setBroken(true);
    await show('/broken');
    expect(heading().textContent).toBe('Something Went Wrong');
    expect(focusedIn() === heading()).toBe(true);
    expect(inside(element, 'p:not([data-slot])').textContent).toBe('A Acme Legal Marketing employee will look into the issue');
    await press('Tab');
    expect(focusedIn().textContent).toBe('Try Again');
    fixture.setBroken(false);
    await press('Enter');
    await waitFor(() => inside(element, '[data-slot="broken-content"]'), 'the page rendered again');
  });

  it('Return Home goes to / and shows Home', async () => {
    fixture.setBroken(true);
    await show('/broken');
    buttonNamed('Return Home').focus();
    await press('Enter');
    await waitFor(() => inside(element, '[data-slot="home"]'), 'Home');
    expect(location()).toBe('/');
  });

  it('stacks its buttons full width on a phone and puts them side by side on a desktop', async () => {
    fixture.setBroken(true);
    await setViewport(PHONE);
    await show('/broken');
    await nextPaint();
    let [tryAgain, home] = [buttonNamed('Try Again').getBoundingClientRect(), buttonNamed('Return Home').getBoundingClientRect()];
    expect(home.top >= tryAgain.bottom).toBe(true);
    expect(tryAgain.width).toBe(home.width);
    fitsWidth(PHONE.width);

    await setViewport(DESKTOP);
    await nextPaint();
    [tryAgain, home] = [buttonNamed('Try Again').getBoundingClientRect(), buttonNamed('Return Home').getBoundingClientRect()];
    expect(home.top).toBe(tryAgain.top);
  });
});

describe('404 and the route-error fallback', () => {
  it('404 fits a phone, centred; Return Home is reached with Tab and goes to /', async () => {
    await setViewport(PHONE);
    await show('/404');
    expect(heading().textContent).toBe('404');
    const box = heading().getBoundingClientRect();
    expect(Math.abs((box.left + box.right) / 2 - PHONE.width / 2) < 1).toBe(true);
    fitsWidth(PHONE.width);
    expect((await tabIntoElement()).textContent).toBe('Return Home');
    await press('Enter');
    await waitFor(() => location() === '/', 'the way home');
  });

  it("'Show Error' reveals the message and 'Hide Error' hides it, from the keyboard", async () => {
    await show('/route-error');
    expect(heading().textContent).toBe('Something went wrong!');
    const details = inside(element, 'pre');
    expect(details.checkVisibility()).toBe(false);
    expect((await tabIntoElement()).textContent).toBe('Show Error');
    await press('Enter');
    await nextPaint();
    expect(details.checkVisibility()).toBe(true);
    expect(details.textContent).toBe('GraphQL Error (Code: 502)');
    expect(focusedIn().textContent).toBe('Hide Error');
    await press(' ');
    await nextPaint();
    expect(details.checkVisibility()).toBe(false);
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violation on any screen', async () => {
    const axe = await loadAxe();
    signIn([client('c-1', 'Aspen Trust Lawyers'), client('c-2', 'Cedar Point Workers Comp')]);
    for (const path of ['/login', '/client-select', '/account-setup', '/error', '/404', '/route-error']) {
      await show(path);
      const { violations } = await axe.run(element, { resultTypes: ['violations'] });
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${path}: ${violation.id}`);
      expect(serious).toEqual([]);
      element.remove();
    }
  });
});
