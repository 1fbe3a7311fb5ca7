import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * custom-elements.json (the Custom Elements Manifest, schema 1.0.0) from the doc comments of src/elements:
 * the element's API contract as editors, docs and linters read it. The analyzer package does not see
 * elements made through r2wc, so this reads the comment that sits on each element's component:
 * `@summary`, `@attr`, `@fires`, `@csspart`, `@cssprop`, and the tag from its `defineElement('tag', ...)`.
 */
const ELEMENTS_DIR = 'src/elements';
const TAG_LINE = /^@(summary|attr|fires|csspart|cssprop)\s+(.*)$/;

interface Named {
  name: string;
  description: string;
}

export interface ElementDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  summary: string;
  description: string;
  attributes: Named[];
  events: Named[];
  cssParts: Named[];
  cssProperties: Named[];
}

const named = (text: string): Named => {
  const [name, ...rest] = text.split(' - ');
  return { name: name!.trim(), description: rest.join(' - ').trim() };
};

function declarationOf(path: string, source: string): ElementDeclaration | undefined {
  const tag = /defineElement\('([a-z-]+)',\s*(\w+)/.exec(source);
  if (!tag) return undefined;
  const [, tagName, component] = tag;
  const comment = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*?)\\*/\\s*function ${component}\\b`).exec(source);
  if (!comment)
    throw new Error(`${path}: <${tagName}> has no doc comment on function ${component}; document its API there (@summary, @attr, ...).`);
  const lines = comment[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean);
  const element: ElementDeclaration = {
    kind: 'class',
    customElement: true,
    name: component!,
    tagName: tagName!,
    summary: '',
    description: '',
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
  };
  const prose: string[] = [];
  for (const line of lines) {
    const match = TAG_LINE.exec(line);
    if (!match) prose.push(line);
    else if (match[1] === 'summary') element.summary = match[2]!.trim();
    else if (match[1] === 'attr') element.attributes.push(named(match[2]!));
    else if (match[1] === 'fires') element.events.push(named(match[2]!));
    else if (match[1] === 'csspart') element.cssParts.push(named(match[2]!));
    else element.cssProperties.push(named(match[2]!));
  }
  element.description = prose.join(' ');
  return element;
}

export function buildManifest(root = process.cwd()) {
  const files = readdirSync(join(root, ELEMENTS_DIR))
    .filter((name) => /^fp-.*\.tsx$/.test(name))
    .sort();
  const modules = files.flatMap((file) => {
    const path = `${ELEMENTS_DIR}/${file}`;
    const declaration = declarationOf(path, readFileSync(join(root, path), 'utf8'));
    if (!declaration) return [];
    return [
      {
        kind: 'javascript-module' as const,
        path,
        declarations: [declaration],
        exports: [
          { kind: 'custom-element-definition' as const, name: declaration.tagName, declaration: { name: declaration.name, module: path } },
        ],
      },
    ];
  });
  return { schemaVersion: '1.0.0', readme: 'README.md', modules };
}
