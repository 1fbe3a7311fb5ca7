import { mergeAttributes, Node } from '@tiptap/react';

/**
 * Tables as the editor keeps them. Posts may hold tables (a fee schedule, a comparison), and the sanitizer
 * lets them through; without these nodes TipTap reads a table as loose paragraphs, so saving any edit would
 * silently flatten it. These nodes keep rows, header and data cells, spans and the caption; editing a
 * table's shape (adding rows or columns) is not offered. (@tiptap/extension-table is not published at the
 * TipTap version the editor uses, and its pinned peers would not install beside it.)
 */
const spanAttributes = () => ({
  colspan: { default: null, parseHTML: (cell: HTMLElement) => cell.getAttribute('colspan') },
  rowspan: { default: null, parseHTML: (cell: HTMLElement) => cell.getAttribute('rowspan') },
});

const cell = (name: string, tag: 'td' | 'th') =>
  Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes: spanAttributes,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });

const TableCaption = Node.create({
  name: 'tableCaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'caption' }],
  renderHTML: () => ['caption', 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableHeaderCell | tableDataCell)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableCaption? tableRow+',
  isolating: true,
  // thead, tbody and tfoot are read through: their rows become the table's rows.
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', 0],
});

export const TABLE_NODES = [Table, TableCaption, TableRow, cell('tableHeaderCell', 'th'), cell('tableDataCell', 'td')];
