// What `npm run dev` answers for /dist/fp-portal.js: the elements from source (src/index.ts) through Vite, with
// React's development build. React Fast Refresh needs its preamble to run before React is first imported, and
// modules run in the order they are imported, so it comes first.
import '@vitejs/plugin-react/preamble';

export * from '/src/index.ts';
