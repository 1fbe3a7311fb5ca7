import { escapeHtml, standaloneHead } from '../../../core/content/standalone-document.ts';

/**
 * How a picture opened in a tab of its own looks. A blob's document runs under the portal's page policy, which
 * refuses the style attributes of the browser's own picture viewer; this page's one style block is allowed by its
 * hash instead (demo/server/security-headers.ts PICTURE_PAGE_STYLE_HASH; a unit test keeps the two equal).
 */
export const PICTURE_PAGE_STYLE =
  'html,body{margin:0;height:100%;background:#0e0e0e}body{display:grid;place-items:center}img{display:block;max-width:100%;max-height:100vh;background:#e6e6e6}';

/** A page that shows only the picture at `pictureUrl` (a blob: address of the portal's origin), titled with its file name. */
export function picturePageHtml(pictureUrl: string, fileName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
${standaloneHead(fileName, PICTURE_PAGE_STYLE, "default-src 'none'; img-src blob:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")}
</head>
<body><img src="${escapeHtml(pictureUrl)}" alt="${escapeHtml(fileName)}"></body>
</html>
`;
}
