import { deflateSync } from 'node:zlib';

/**
 * The seed's evidence files of backlinks steps, one of each kind per firm (every completed step of that kind
 * points at it): a prospect list, the outreach e-mail, the publisher's confirmation and a picture of the live
 * link. Small, real files of their types, so that the portal opens and downloads them as it would the agency's.
 */
export interface EvidenceFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A browser window's outline with a highlighted line where the link sits, 160 × 90 pixels. */
function screenshotPng(): Buffer {
  const [width, height] = [160, 90];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const bar = y < 12;
      const link = y >= 44 && y < 50 && x >= 30 && x < 110;
      const text = !bar && y % 10 < 3 && y > 20 && x >= 16 && x < 144;
      const [r, g, b] = bar ? [52, 64, 84] : link ? [37, 99, 235] : text ? [190, 196, 204] : [250, 250, 250];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a few lines of text (offsets computed, so viewers need not repair it). */
function letterPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const stream = ['BT', '/F1 12 Tf', '72 720 Td', '16 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(text));
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

let screenshot: Buffer | undefined;

/** The evidence a firm's steps of each kind were saved with. */
export function evidenceFiles(firm: string, sites: readonly string[]): Record<string, EvidenceFile> {
  const csv = [
    'site,domain rating,topic fit,contact',
    ...sites.map(
      (site, index) =>
        `${site},${48 + ((index * 7) % 30)},${index % 2 ? 'good' : 'strong'},editor@${site.replace(/^www\./, '').split('/')[0]}`,
    ),
  ].join('\n');
  const email = [
    'Subject: A guide for your readers',
    '',
    'Hello,',
    '',
    `We work with ${firm} and would like to offer your readers a short, practical guide written by one of its attorneys.`,
    'It would link once to the firm’s page on the topic. Happy to adapt it to your style guide.',
    '',
    'Kind regards,',
    'The FirmPilot outreach team',
  ].join('\n');
  return {
    Prospecting: { fileName: 'prospects.csv', contentType: 'text/csv', bytes: Buffer.from(`${csv}\n`) },
    Outreach: { fileName: 'outreach-email.txt', contentType: 'text/plain', bytes: Buffer.from(`${email}\n`) },
    Placement: {
      fileName: 'placement-confirmation.pdf',
      contentType: 'application/pdf',
      bytes: letterPdf([
        'Placement confirmation',
        '',
        `The article mentioning ${firm} has been accepted`,
        'and is scheduled for publication with one link to the firm.',
      ]),
    },
    Verification: { fileName: 'live-link.png', contentType: 'image/png', bytes: (screenshot ??= screenshotPng()) },
  };
}
