import { mkdirSync, writeFileSync } from 'node:fs';
import { buildManifest } from './custom-elements-manifest.ts';
import { precompressFile } from './precompress.ts';

// `npm run build` writes dist/custom-elements.json beside the bundle (package.json "customElements" points at it).
const manifest = buildManifest();
mkdirSync('dist', { recursive: true });
writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);
await precompressFile('dist/custom-elements.json');
console.log(`dist/custom-elements.json: ${manifest.modules.map((module) => `<${module.declarations[0]!.tagName}>`).join(', ')}`);
