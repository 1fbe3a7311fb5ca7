import type { Server } from 'node:http';
import { createServer } from 'vite';
import type { DevFrontEnd } from '../app.ts';

/** The demo pages import the bundle's loader from here; in development it is the elements' source instead. */
const LOADER = '/dist/fp-portal.js';
const LOADER_FROM_SOURCE = '/demo/dev/loader-from-source.js';
/** What Vite answers: its client, the refresh runtime, modules by id, and source and dependencies as modules. */
const VITE_PREFIXES = ['/@vite/', '/@react-refresh', '/@id/', '/@fs/', '/src/', '/node_modules/', '/demo/dev/'];

/**
 * Vite in middleware mode in front of the service (`npm run dev`): one port for the pages, the API, the identity
 * provider and the modules, so sign-in works as under `npm start`. Hot updates travel over the service's own
 * server (a WebSocket upgrade Vite recognises by its protocol). vite.config.ts gives development its plugins.
 */
export async function viteFrontEnd(server: Server): Promise<DevFrontEnd> {
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom', clearScreen: false });
  return {
    handles: (pathname) => pathname === LOADER || VITE_PREFIXES.some((prefix) => pathname.startsWith(prefix)),
    handle(req, res, next) {
      if (new URL(req.url ?? '/', 'http://dev').pathname === LOADER) req.url = LOADER_FROM_SOURCE;
      vite.middlewares(req, res, next);
    },
    close: () => vite.close(),
  };
}
