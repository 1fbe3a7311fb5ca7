import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { acyclicChunks, sharedChunkFileName, sharedChunkOptions } from './scripts/shared-chunks.ts';
import { buildPortalCss, listSourceFiles } from './src/ui/styles/build-css.ts';
import { REM_TO_PX } from './src/ui/styles/rem-to-px.ts';

// A CSS module (imported `?inline`, as a string) so that it goes through Vite's CSS pipeline like Sonner's styles.css.
const CSS_MODULE = 'virtual:fp-portal.css?inline';
/** Where class names are collected from (the fixture's classes too, for the element tests). */
const STYLED_SOURCES = ['src/elements', 'src/composers', 'src/areas', 'src/review-kit', 'src/ui', 'tests/elements/support'];

/** Serves the build-time CSS (src/ui/styles/build-css.ts); Vite's CSS pipeline turns it into a module exporting one string. */
function portalCss(): Plugin {
  return {
    name: 'fp-portal-css',
    resolveId: (id) => (id === CSS_MODULE ? `\0${CSS_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${CSS_MODULE}`) return undefined;
      const files = listSourceFiles(STYLED_SOURCES);
      for (const file of files) this.addWatchFile(file);
      return buildPortalCss(files);
    },
  };
}

/**
 * Sonner appends its stylesheet to the host page's <head> as soon as it is imported, where it would leak
 * into the host and never reach a shadow root. Strip that call; src/ui/toasts/toaster.tsx adopts the same
 * stylesheet into the shadow root instead. Fails the build if a Sonner upgrade changes how it adds styles.
 */
function sonnerWithoutHeadStyles(): Plugin {
  return {
    name: 'sonner-without-head-styles',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return undefined;
      const stripped = code.replace(/^__insertCSS\(".*"\);$/m, '');
      if (stripped === code)
        this.error('Sonner no longer adds its styles with one __insertCSS("...") call: update sonnerWithoutHeadStyles in vite.config.ts.');
      return { code: stripped, map: null };
    },
  };
}

/** The element-test fixtures: test-element.tsx and every `*-fixture.tsx` beside it, each built to dist/test/<name>.js. */
function elementTestFixtures(): Record<string, string> {
  const folder = 'tests/elements/support';
  const files = readdirSync(folder).filter((name) => name === 'test-element.tsx' || name.endsWith('-fixture.tsx'));
  return Object.fromEntries(files.map((name) => [name.replace(/\.tsx$/, ''), `${folder}/${name}`]));
}

/**
 * The bundle: one ES module entry, dist/fp-portal.js (the loader), and one chunk per element that the
 * loader imports when such an element first connects. Library mode, because an app build wraps every
 * dynamic import in a preload helper (about 0.7 KB gzip in the loader, and it writes <link> tags into the
 * host's <head>); library mode does not minify ES output by default, so the output option asks for it,
 * since this goes straight to browsers. Chunk names carry a hash of their content, so the service lets
 * browsers keep them for a year (demo/server/dist-caching.ts); the loader keeps its name and is revalidated.
 * Tools find a chunk by its name before the hash (scripts/chunk-names.mjs). Each JavaScript file gets brotli
 * and gzip copies beside it (scripts/precompress.ts); source maps do not.
 * `--mode elements-test` builds the element-test fixture (tests/elements/support) into dist/test.
 */
export default defineConfig(({ mode, command }) => {
  const fixture = mode === 'elements-test';
  const entry: Record<string, string> = fixture ? elementTestFixtures() : { 'fp-portal': 'src/index.ts' };
  // `npm run dev` (demo/server/dev/vite-front-end.ts): React's development build and Fast Refresh.
  const dev = command === 'serve';
  return {
    // React picks its development build from NODE_ENV; without this define the built output fails in browsers.
    define: dev ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      portalCss(),
      sonnerWithoutHeadStyles(),
      acyclicChunks(),
      ...(dev ? [react()] : []),
      ...(fixture || dev ? [] : [precompress()]),
    ],
    // Dependencies are pre-bundled in development without the plugins' transforms; Sonner needs its own.
    optimizeDeps: { exclude: ['sonner'] },
    // Every stylesheet the shadow roots adopt passes through lightningcss, which writes rem as px: sizes must
    // not follow the host page's root font size (src/ui/styles/rem-to-px.ts).
    css: { transformer: 'lightningcss', lightningcss: { visitor: REM_TO_PX } },
    publicDir: false,
    base: './',
    build: {
      outDir: fixture ? 'dist/test' : 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      lib: { entry, formats: ['es'] },
      rollupOptions: {
        // Sonner starts with 'use client', which only means something to a React Server Components build.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        // Planned shared chunks need this (scripts/shared-chunks.ts): the loader's exports stay as written, and a chunk may
        // export more than its own modules do.
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          ...sharedChunkOptions,
          entryFileNames: '[name].js',
          // Shared code is packed into `shared` chunks (scripts/shared-chunks.ts); the elements' runtime keeps one name
          // (the size budgets, the benches and the asset tests find it by that name).
          chunkFileNames: (chunk) => `chunks/${sharedChunkFileName(chunk)}-[hash].js`,
        },
      },
    },
  };
});
