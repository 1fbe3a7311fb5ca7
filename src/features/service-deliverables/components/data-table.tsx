import type { ReactNode } from 'react';

/**
 * A plain table that scrolls sideways on a narrow screen instead of squeezing its columns. The scrolling
 * frame is a named, focusable region so keyboard users can scroll it too.
 */
export function DataTable({ slot, label, columns, rows }: { slot: string; label: string; columns: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-fp border border-fp-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary">
      <table data-slot={slot} className="w-full min-w-max text-left text-sm">
        <thead className="bg-gray-100 text-fp-text">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-fp-border">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-3 py-2 text-fp-text">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
