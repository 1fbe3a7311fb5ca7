// Size budgets (npm run size, part of npm test), on the built bundle. Each entry counts a chunk and every
// chunk it imports statically (scripts/static-import-closure.mjs): what a browser must fetch before it runs.
import { staticImportClosure } from './scripts/static-import-closure.mjs';

const withLoader = (chunk) => [...new Set([...staticImportClosure('dist/fp-portal.js'), ...staticImportClosure(chunk)])];

export default [
  {
    name: 'loader (fp-portal.js and the chunks it imports)',
    path: staticImportClosure('dist/fp-portal.js'),
    limit: '4 KB',
    gzip: true,
  },
  {
    name: '<fp-notifications> before first paint (loader, element chunk and every chunk it imports statically)',
    path: withLoader('dist/chunks/fp-notifications.js'),
    limit: '110 KB',
    gzip: true,
  },
  {
    name: '<fp-blog-board> before first paint (loader, element chunk and every chunk it imports statically)',
    path: withLoader('dist/chunks/fp-blog-board.js'),
    limit: '100 KB',
    gzip: true,
  },
  {
    // TipTap and ProseMirror: loaded only when someone edits a post, never with the board or the post itself.
    name: 'the blog post editor (content-editor chunk, loaded on Edit content)',
    path: 'dist/chunks/content-editor.js',
    limit: '140 KB',
    gzip: true,
  },
];
