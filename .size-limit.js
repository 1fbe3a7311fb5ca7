// Size budgets (npm run size, part of npm test), on the built bundle. Each entry counts a chunk and every
// chunk it imports statically (scripts/static-import-closure.mjs): what a browser must fetch before it runs.
import { existsSync, readdirSync } from 'node:fs';
import { findChunk } from './scripts/chunk-names.mjs';
import { staticImportClosure } from './scripts/static-import-closure.mjs';

/** dist/chunks/<name>-<hash>.js: chunk names carry a content hash. */
const chunk = (name) => `dist/chunks/${findChunk(existsSync('dist/chunks') ? readdirSync('dist/chunks') : [], name)}`;
const withLoader = (elementChunk) => [...new Set([...staticImportClosure('dist/fp-portal.js'), ...staticImportClosure(elementChunk)])];
/** What a page of <fp-portal> adds when it is first opened: its chunk and what it imports beyond the loaded portal. */
const pageBeyondPortal = (pageChunk) => {
  const portal = new Set([...withLoader(chunk('fp-portal')), ...staticImportClosure(chunk('portal-app'))]);
  return staticImportClosure(chunk(pageChunk)).filter((file) => !portal.has(file));
};
/** What a chunk loaded on demand adds beyond the page that loads it (and the portal around that page). */
const beyondPage = (lazyChunk, pageChunk) => {
  const page = new Set([
    ...withLoader(chunk('fp-portal')),
    ...staticImportClosure(chunk('portal-app')),
    ...staticImportClosure(chunk(pageChunk)),
  ]);
  return staticImportClosure(chunk(lazyChunk)).filter((file) => !page.has(file));
};
/** What the live-update chunk adds beyond an element that has loaded its data code (it loads once the page is shown). */
const liveBeyond = (elementChunk, featureChunk) => {
  const loaded = new Set([...withLoader(chunk(elementChunk)), ...staticImportClosure(chunk(featureChunk))]);
  return staticImportClosure(chunk('start-live-updates')).filter((file) => !loaded.has(file));
};
const areaPage = (name, pageChunk, limit) => ({
  name: `${name} (its chunks beyond the loaded <fp-portal>)`,
  path: pageBeyondPortal(pageChunk),
  limit,
  gzip: true,
});

export default [
  {
    name: 'loader (fp-portal.js and the chunks it imports)',
    path: staticImportClosure('dist/fp-portal.js'),
    limit: '4 KB',
    gzip: true,
  },
  {
    name: '<fp-notifications> before first paint (loader, element chunk and every chunk it imports statically)',
    path: withLoader(chunk('fp-notifications')),
    limit: '110 KB',
    gzip: true,
  },
  {
    name: '<fp-blog-board> before first paint (loader, element chunk and every chunk it imports statically)',
    path: withLoader(chunk('fp-blog-board')),
    limit: '100 KB',
    gzip: true,
  },
  {
    // TipTap and ProseMirror: loaded only when someone edits a post, never with the board or the post itself.
    name: 'the blog post editor (content-editor chunk, loaded on Edit content)',
    path: chunk('content-editor'),
    limit: '140 KB',
    gzip: true,
  },
  // The review areas' pages, each loaded when first visited. The post pages carry twitter-text (about 25 KB),
  // which counts X posts as X does. Settings raised the post pages and the SEO pages by 1 KB: it shares some of
  // their modules (the dialog, the mutation hooks, the role table), so the same code (one module more) comes in 3 to 4
  // more chunks, each with its own imports and gzip framing: raw +0.6 to 1.0 KB, gzip +0.7 to 1.0 KB.
  areaPage('/blog-management', 'blog-management-page', '36 KB'),
  // Home loads the posts' in-place review (its dialogs, the review actions) only when its queue shows a post: the
  // portal opened on Home fell from 196.0 to 186.9 KB, and the pages that use that kit code now count it as theirs
  // (/blog-content 45.4 to 46.0 KB, the post pages +0.6 KB).
  areaPage('/blog-content/{id}', 'blog-content-page', '47 KB'),
  areaPage('/social-media-posts', 'social-posts-page', '37 KB'),
  // The post pages read the status machine and the role table the service runs (src/shared), whole, where they had
  // held only the lists they needed: +0.4 KB gzip (job-moves 0.35 KB, the role table 0.16 KB, the copies gone).
  areaPage('/social-media-post/{id}', 'social-post-page', '64 KB'),
  areaPage('/google-business-profile', 'gbp-posts-page', '37 KB'),
  areaPage('/google-business-profile-content/{id}', 'gbp-post-page', '64 KB'),
  // On-page SEO: the board on the kit, and the review page with the word diff (diff's diffWords) and the result preview.
  // The boards' list view on the shared virtual table frame (with its sort header): +1.0 KB gzip on each
  // board (a chunk of its own, with SortButton): the SEO board, which sat closest to its budget, went from 32.3 to 33.3,
  // and /backlinks went to 37.3 (found by the fresh-clone run: budget 37 to 38 KB).
  areaPage('/on-page-seo', 'on-page-seo-page', '34 KB'),
  areaPage('/on-page-seo-review/{id}', 'seo-review-page', '30 KB'),
  // /backlinks on the kit's board frame (with the outcome reporter the review boards use) and the shared role
  // table: 37.9 to 38.2 KB.
  areaPage('/backlinks', 'backlinks-page', '39 KB'),
  // Reporting: the dashboard with its chart kit (src/ui/charts on d3-scale and d3-shape: 19.3 KB gzip of it, measured
  // with esbuild apart from React, the table and the CSV export; the d3 part alone 15.3 KB) and CSV export
  // (csv-stringify, 9.9 KB). The charting code may take up to 30 KB.
  areaPage('/reporting', 'reporting-page', '40 KB'),
  // Staff's overview of every client: the virtualized table (ui/table/virtual-table.tsx with
  // @tanstack/react-virtual, shared with the boards' list view), its cells, toolbar and paging: 17.8 KB. The CSV export
  // (csv-stringify) loads once there are rows, beside the table.
  areaPage('/clients', 'client-overview-page', '20 KB'),
  // Settings: the page (its frame and the section nav), then what opening a section adds beyond it. The first
  // section opened brings the form kit with react-hook-form, @hookform/resolvers and valibot (about 16 KB of it);
  // the firm's section, the largest, is the budget for every section.
  areaPage('/settings', 'settings-page', '7 KB'),
  {
    // The kit's own chunk and the shared chunks it imports beyond /settings (scripts/plan-shared-chunks.ts packs its libraries
    // with the code the sections share).
    name: 'the form kit (react-hook-form, its valibot resolver, valibot, useServiceForm and the fields, beyond /settings)',
    path: beyondPage('use-service-form', 'settings-page'),
    limit: '20 KB',
    gzip: true,
  },
  {
    name: 'the Firm section of /settings (firm-section chunk and what it adds beyond /settings)',
    path: beyondPage('firm-section', 'settings-page'),
    limit: '36 KB',
    gzip: true,
  },
  // Live updates (docs/live-updates.md): the stream reader, the reconnect loop, what a change refreshes and
  // the background-tab close, in one chunk loaded after the page is shown and only for someone signed in; with the
  // small shared chunks it imports that the element has not loaded yet (the overview keys, refreshClient,
  // reloadClientNames). Measured 2026-11-27: 2.9 KB for the chunk, 3.3 to 3.6 KB with those.
  ...[
    ['fp-notifications', 'notifications-feature'],
    ['fp-client-switcher', 'client-switcher-feature'],
    ['fp-blog-board', 'blog-board-feature'],
    ['fp-portal', 'portal-app'],
  ].map(([element, feature]) => ({
    name: `live updates beside <${element}> (start-live-updates chunk and what it adds beyond the element and its data code)`,
    path: liveBeyond(element, feature),
    limit: '4 KB',
    gzip: true,
  })),
  {
    // Upload, Shutterstock search and banner templates: loaded on a post page when someone first opens one.
    name: 'the post image dialogs (image-dialogs chunk and what it adds beyond /social-media-post/{id})',
    path: beyondPage('image-dialogs', 'social-post-page'),
    limit: '5 KB',
    gzip: true,
  },
];
