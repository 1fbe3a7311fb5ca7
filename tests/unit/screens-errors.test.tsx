// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import ErrorPage from '../../src/composers/errors/error-page.tsx';
import { ErrorScreen } from '../../src/composers/errors/error-screen.tsx';
import NotFoundPage from '../../src/composers/errors/not-found-page.tsx';
import { RenderErrorBoundary } from '../../src/composers/errors/render-error-boundary.tsx';
import { RouteErrorFallback } from '../../src/composers/errors/route-error-fallback.tsx';
import { SessionProvider } from '../../src/ui/hooks/use-session.tsx';
import { featureSession } from './support/features.ts';
import { allByRole, byRole, cleanup, click, flush, focused, hasText, render } from './support/render.tsx';
import { renderScreens } from './screens-support.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The page's one heading (h1 on the full-page screens, h2 in the route fallback). */
const heading = (root: ShadowRoot) => {
  const found = root.querySelectorAll('h1, h2');
  if (found.length !== 1) throw new Error(`Expected one heading, found ${found.length}.`);
  return found[0]!;
};
const page = (root: ShadowRoot) => root.querySelector('[data-testid="page"]')?.textContent;

describe('ErrorScreen', () => {
  it("shows the spec's texts with the brand", async () => {
    const { root } = await renderScreens({ '/error': () => <ErrorScreen onReset={() => {}} /> }, '/error');
    expect(heading(root).textContent).toBe('Something Went Wrong');
    expect(hasText(root, 'A FirmPilot employee will look into the issue')).toBe(true);
    expect(hasText(root, 'FirmPilot')).toBe(true);
    expect(allByRole(root, 'button').map((button) => button.textContent)).toEqual(['Try Again', 'Return Home']);
  });

  it("'Try Again' calls onReset; 'Return Home' goes to /", async () => {
    const onReset = vi.fn();
    const screen = await renderScreens({ '/reporting': () => <ErrorScreen onReset={onReset} /> }, '/reporting');
    click(byRole(screen.root, 'button', 'Try Again'));
    expect(onReset).toHaveBeenCalledOnce();
    click(byRole(screen.root, 'button', 'Return Home'));
    await flush();
    expect(screen.path()).toBe('/');
    expect(page(screen.root)).toBe('/');
  });

  it('uses the configured brand', () => {
    const { session } = featureSession();
    Object.assign(session.config, { brand: 'Acme Legal Marketing' });
    const { root } = render(
      <SessionProvider session={session} autoStart={false}>
        <ErrorScreen onReset={() => {}} onReturnHome={() => {}} />
      </SessionProvider>,
    );
    expect(hasText(root, 'A Acme Legal Marketing employee will look into the issue')).toBe(true);
  });
});

describe('the /error page', () => {
  it("'Try Again' goes back to the page that failed", async () => {
    const screen = await renderScreens({ '/error': ErrorPage }, '/reporting');
    await act(() => screen.router.navigate({ to: '/error' }));
    click(byRole(screen.root, 'button', 'Try Again'));
    await flush();
    expect(screen.path()).toBe('/reporting');
  });

  it("'Try Again' goes home when the portal was opened on /error", async () => {
    const screen = await renderScreens({ '/error': ErrorPage }, '/error');
    click(byRole(screen.root, 'button', 'Try Again'));
    await flush();
    expect(screen.path()).toBe('/');
  });
});

describe('the 404 page', () => {
  it("shows '404', 'This page does not exist' and 'Return Home', which goes to /", async () => {
    const screen = await renderScreens({ '/404': NotFoundPage }, '/404');
    expect(heading(screen.root).textContent).toBe('404');
    expect(hasText(screen.root, 'This page does not exist')).toBe(true);
    click(byRole(screen.root, 'button', 'Return Home'));
    await flush();
    expect(screen.path()).toBe('/');
  });
});

describe('RouteErrorFallback', () => {
  it("says 'Something went wrong!' and reveals the message with 'Show Error' / 'Hide Error'", () => {
    const { root } = render(<RouteErrorFallback error={new Error('GraphQL Error (Code: 502)')} />);
    const details = root.querySelector('pre')!;
    expect(heading(root).textContent).toBe('Something went wrong!');
    expect(details.hidden).toBe(true);

    click(byRole(root, 'button', 'Show Error'));
    expect(details.hidden).toBe(false);
    expect(details.textContent).toBe('GraphQL Error (Code: 502)');
    expect(byRole(root, 'button', 'Hide Error').getAttribute('aria-expanded')).toBe('true');

    click(byRole(root, 'button', 'Hide Error'));
    expect(details.hidden).toBe(true);
    expect(byRole(root, 'button', 'Show Error').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows something for a thrown non-Error, and offers Try Again only when the router gives a reset', () => {
    const reset = vi.fn();
    const { root } = render(<RouteErrorFallback error={undefined} reset={reset} />);
    expect(root.querySelector('pre')!.textContent).toBe('An unknown error occurred');
    click(byRole(root, 'button', 'Try Again'));
    expect(reset).toHaveBeenCalledOnce();

    const without = render(<RouteErrorFallback error="boom" />);
    expect(without.root.querySelector('pre')!.textContent).toBe('boom');
    expect(allByRole(without.root, 'button', 'Try Again')).toHaveLength(0);
  });
});

/** A part of a page that fails while `broken` is true. */
function Fragile({ broken }: { broken: () => boolean }) {
  if (broken()) throw new Error('Cannot read properties of undefined');
  return <p data-testid="content">Deliverables</p>;
}

describe('RenderErrorBoundary', () => {
  it('catches a render error, shows the error screen with focus on its heading, and Try Again renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const onError = vi.fn();
    const screen = await renderScreens(
      {
        '/reporting': () => (
          <RenderErrorBoundary onError={onError}>
            <Fragile broken={() => broken} />
          </RenderErrorBoundary>
        ),
      },
      '/reporting',
    );
    expect(heading(screen.root).textContent).toBe('Something Went Wrong');
    expect(focused()).toBe(heading(screen.root));
    expect(onError.mock.calls[0]![0]).toEqual(new Error('Cannot read properties of undefined'));

    click(byRole(screen.root, 'button', 'Try Again'));
    expect(heading(screen.root).textContent).toBe('Something Went Wrong');

    broken = false;
    click(byRole(screen.root, 'button', 'Try Again'));
    expect(screen.root.querySelector('[data-testid="content"]')?.textContent).toBe('Deliverables');
  });

  it("'Return Home' goes to / and renders the page there", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Failing(): never {
      throw new Error('Cannot read properties of undefined');
    }
    // The boundary above every page, as the portal's root route holds it: it stays mounted across navigation.
    const screen = await renderScreens({ '/reporting': Failing }, '/reporting', {
      frame: ({ children }) => <RenderErrorBoundary>{children}</RenderErrorBoundary>,
    });
    expect(heading(screen.root).textContent).toBe('Something Went Wrong');
    click(byRole(screen.root, 'button', 'Return Home'));
    await flush();
    expect(screen.path()).toBe('/');
    expect(page(screen.root)).toBe('/');
  });

  it('resets by itself when a reset key changes (a navigation)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session } = featureSession();
    let goTo!: (path: string) => void;
    function Frame() {
      const [path, setPath] = useState('/reporting');
      goTo = setPath;
      return (
        <RenderErrorBoundary resetKeys={[path]}>
          <Fragile broken={() => path === '/reporting'} />
        </RenderErrorBoundary>
      );
    }
    const { root } = render(
      <SessionProvider session={session} autoStart={false}>
        <Frame />
      </SessionProvider>,
    );
    expect(heading(root).textContent).toBe('Something Went Wrong');
    act(() => goTo('/settings'));
    expect(root.querySelector('[data-testid="content"]')?.textContent).toBe('Deliverables');
  });
});
