// Revisions compared as a reviewer reads them (src/areas/blog/model/revision-diff.ts): the text of each block, word
// by word, never the HTML's markup.
import { describe, expect, it } from 'vitest';
import {
  countWords,
  decodeEntities,
  diffRevisionText,
  diffSummary,
  htmlToTextBlocks,
  type DiffSegment,
} from '../../src/areas/blog/model/revision-diff.ts';

const VERSION_1 = [
  '<h2>Car accidents in Ohio</h2>',
  '<p>Call the <strong>police</strong> first &amp; write down what you saw.</p>',
  '<ul><li>Photos of the scene</li><li>Witness names</li></ul>',
].join('\n');
const VERSION_2 = [
  '<h2>Car accidents in Ohio</h2>',
  '<p>Call the <em>police</em> at once &amp; write down what you saw.</p>',
  '<ul><li>Photos of the scene</li><li>Witness names</li><li>Insurance details</li></ul>',
].join('\n');

const textOf = (segments: DiffSegment[], kind: DiffSegment['kind']) =>
  segments.filter((segment) => segment.kind === kind).map((segment) => segment.text);

describe('htmlToTextBlocks', () => {
  it('reads one line per block, with inline markup and extra spaces gone', () => {
    expect(htmlToTextBlocks(VERSION_1)).toEqual([
      'Car accidents in Ohio',
      'Call the police first & write down what you saw.',
      'Photos of the scene',
      'Witness names',
    ]);
  });

  it('decodes character references, named and numeric, and leaves unknown names as written', () => {
    expect(decodeEntities('&lt;b&gt; &quot;x&quot; &#39;y&#39; &#x2014; &rsquo; &nbsp;&bogus;')).toBe('<b> "x" \'y\' — ’ \u00a0&bogus;');
    expect(htmlToTextBlocks('<p>5 &lt; 6 &amp;&amp; a&nbsp;b</p>')).toEqual(['5 < 6 && a b']);
  });

  it('leaves out what a reader does not see: scripts, styles, comments, templates', () => {
    const html =
      '<p>Before</p><script>var s = "<p>not text</p>";</script><style>p{color:red}</style><!-- note --><template><p>hidden</p></template><p>After</p>';
    expect(htmlToTextBlocks(html)).toEqual(['Before', 'After']);
  });

  it('shows an image as its description, on a line of its own', () => {
    expect(htmlToTextBlocks('<p>See <img src="a.jpg" alt="A crash &amp; a car"> here</p><img src="b.jpg">')).toEqual([
      'See',
      '[Image: A crash & a car]',
      'here',
      '[Image: no description]',
    ]);
  });

  it('keeps a ">" inside a quoted attribute from ending the tag', () => {
    expect(htmlToTextBlocks('<p><a href="/x" title="a > b">link</a> text</p>')).toEqual(['link text']);
  });

  it('turns an empty post into no lines', () => {
    expect(htmlToTextBlocks('')).toEqual([]);
    expect(htmlToTextBlocks('<p> </p><div><br></div>')).toEqual([]);
  });
});

describe('diffRevisionText', () => {
  it('marks replaced and added words, not changed markup', () => {
    const segments = diffRevisionText(VERSION_1, VERSION_2);
    expect(textOf(segments, 'removed')).toEqual(['first']);
    expect(textOf(segments, 'added').map((text) => text.trim())).toEqual(['at once', 'Insurance details']);
    // strong -> em changed nothing a reader sees.
    expect(segments.map((segment) => segment.text).join('')).not.toContain('<');
  });

  it('gives back the older text from same + removed, and the newer from same + added', () => {
    const segments = diffRevisionText(VERSION_1, VERSION_2);
    const older = segments
      .filter((segment) => segment.kind !== 'added')
      .map((segment) => segment.text)
      .join('');
    const newer = segments
      .filter((segment) => segment.kind !== 'removed')
      .map((segment) => segment.text)
      .join('');
    expect(older.replace(/\s+/g, ' ').trim()).toBe(htmlToTextBlocks(VERSION_1).join(' '));
    expect(newer.replace(/\s+/g, ' ').trim()).toBe(htmlToTextBlocks(VERSION_2).join(' '));
  });

  it('finds nothing to mark between a version and itself, nor between markup-only changes', () => {
    expect(diffRevisionText(VERSION_1, VERSION_1).every((segment) => segment.kind === 'same')).toBe(true);
    expect(diffRevisionText('<p>Same <b>words</b></p>', '<div>Same <i>words</i></div>')).toEqual([{ kind: 'same', text: 'Same words' }]);
  });

  it('joins neighbouring segments of the same kind', () => {
    const segments = diffRevisionText('<p>one two three</p>', '<p>four five six</p>');
    for (let i = 1; i < segments.length; i++) expect(segments[i]!.kind).not.toBe(segments[i - 1]!.kind);
  });

  it('shows a first version as all added', () => {
    expect(diffRevisionText('', '<p>Brand new post</p>')).toEqual([{ kind: 'added', text: 'Brand new post' }]);
  });

  it('compares whole lines when two long versions are too different to compare word by word in time', () => {
    const paragraphs = (seed: number) =>
      Array.from({ length: 4000 }, (_, i) => `<p>${(i * seed).toString(36)} ${(i * seed * 7).toString(36)} words ${i % 13}</p>`).join('');
    const older = paragraphs(3);
    const newer = paragraphs(11);
    const segments = diffRevisionText(older, newer);
    // The word diff gave up (its time budget is the library's own timeout): every segment is whole lines.
    expect(segments.every((segment) => segment.text.endsWith('\n'))).toBe(true);
    const newerText = segments
      .filter((segment) => segment.kind !== 'removed')
      .map((segment) => segment.text)
      .join('');
    expect(newerText.split('\n').filter(Boolean)).toEqual(htmlToTextBlocks(newer));
    // How long it takes is the bench's to measure, not a test's: a busy machine only needs more than vitest's 5 s.
  }, 60_000);
});

describe('diffSummary', () => {
  it('counts the words added and removed, not punctuation or spaces', () => {
    expect(diffSummary(diffRevisionText(VERSION_1, VERSION_2))).toEqual({ added: 4, removed: 1 });
    expect(
      diffSummary([
        { kind: 'added', text: ' , . — ' },
        { kind: 'removed', text: "don't follow-up 2026" },
      ]),
    ).toEqual({ added: 0, removed: 3 });
  });

  it('counts words in any script', () => {
    expect(countWords('Überweisung für Müller')).toBe(3);
  });
});
