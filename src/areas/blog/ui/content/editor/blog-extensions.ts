import { mergeAttributes, Node, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { hasUnsafeScheme } from '../../../../../core/content/url-schemes.ts';
import { TABLE_NODES } from './table-nodes.ts';

/**
 * What the editor understands of a post. StarterKit covers headings, lists, links, bold, italic, quotes and
 * code; posts also hold figures with images (the generator writes `<figure><img><figcaption>`), which
 * StarterKit would drop on load, so saving an edit would silently delete the post's pictures. The three
 * nodes below keep them as they are, and table-nodes.ts keeps tables.
 */
const BlogImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: null },
    alt: { default: null },
    title: { default: null },
    width: { default: null },
    height: { default: null },
  }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

const BlogFigure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'image figcaption?',
  draggable: true,
  isolating: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: () => ['figure', 0],
});

const BlogFigcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: () => ['figcaption', 0],
});

/** A new link must pass the same scheme check as the content the page shows (no javascript:, data: and the like). */
export const isAllowedLink = (url: string) => url.trim() !== '' && !hasUnsafeScheme(url);

export function blogExtensions(): Extensions {
  return [
    StarterKit.configure({
      link: {
        // A click in the editor places the cursor; following a link would leave the page with the draft open.
        openOnClick: false,
        defaultProtocol: 'https',
        isAllowedUri: (url, { defaultValidate }) => isAllowedLink(url) && defaultValidate(url),
      },
      // An empty paragraph appended after the first keystroke would make an untouched post look edited.
      trailingNode: false,
    }),
    BlogImage,
    BlogFigure,
    BlogFigcaption,
    ...TABLE_NODES,
  ];
}
