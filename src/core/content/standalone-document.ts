// The parts of a document the portal makes and opens in a tab of its own (an approval record, a picture page). Kept
// apart from the records so that an area opening only a picture does not load the record's code.

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Its head: its own policy, no referrer, its title as text and its one style block. */
export const standaloneHead = (title: string, style: string, policy: string) => `<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>`;
