// The portal's page policy (demo/server/security-headers.ts) and what the portal makes under it: the documents it
// opens from a blob run under that policy, so their one inline style must be the one it allows; and a portal
// framed by another site starts nothing (src/elements/framed-portal.tsx).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PICTURE_PAGE_STYLE_HASH, RECORD_STYLE_HASH } from '../../demo/server/security-headers.ts';
import { PICTURE_PAGE_STYLE, picturePageHtml } from '../../src/areas/backlinks/model/picture-page.ts';
import { isFramedByAnotherOrigin } from '../../src/elements/framed-portal.tsx';
import { RECORD_STYLE } from '../../src/core/review/approval-record.ts';

describe('the page policy', () => {
  it("allows the approval record's style by its hash, so a printed record keeps its looks", () => {
    expect(RECORD_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(RECORD_STYLE).digest('base64')}'`);
  });

  it("allows a backlinks picture page's style by its hash, so a picture opened in a tab shows centred on dark", () => {
    expect(PICTURE_PAGE_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(PICTURE_PAGE_STYLE).digest('base64')}'`);
  });

  it('shows a picture under its file name, read as text, and loads nothing but blob: pictures', () => {
    const html = picturePageHtml('blob:https://portal.example/1', '"><script>alert(1)</script>.png');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png</title>');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<style>${PICTURE_PAGE_STYLE}</style>`);
    expect(html).toContain("default-src 'none'; img-src blob:;");
  });
});

/** A window whose ancestors, nearest first, are of these origins; `null` is one whose location another origin may not read. */
function windowIn(origin: string, ancestors: Array<string | null>): Window {
  const locationOf = (ancestorOrigin: string | null) =>
    ancestorOrigin === null
      ? {
          get origin(): string {
            throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
          },
        }
      : { origin: ancestorOrigin };
  type Fake = { location: unknown; parent: Fake };
  const frame = (location: unknown, parent?: Fake): Fake => {
    const made = { location } as Fake;
    made.parent = parent ?? made;
    return made;
  };
  let parent: Fake | undefined;
  for (const ancestorOrigin of [...ancestors].reverse()) parent = frame(locationOf(ancestorOrigin), parent);
  return frame({ origin }, parent) as unknown as Window;
}

describe('a portal in a frame', () => {
  const PORTAL = 'https://portal.example';

  it('runs at the top of its own tab and in a frame of its own origin', () => {
    expect(isFramedByAnotherOrigin(windowIn(PORTAL, []))).toBe(false);
    expect(isFramedByAnotherOrigin(windowIn(PORTAL, [PORTAL]))).toBe(false);
    expect(isFramedByAnotherOrigin(windowIn(PORTAL, [PORTAL, PORTAL]))).toBe(false);
  });

  it('stops when any ancestor is another site, readable or not', () => {
    expect(isFramedByAnotherOrigin(windowIn(PORTAL, [null]))).toBe(true);
    expect(isFramedByAnotherOrigin(windowIn(PORTAL, ['https://evil.example']))).toBe(true);
    expect(isFramedByAnotherOrigin(windowIn(PORTAL, [PORTAL, null]))).toBe(true);
  });
});
