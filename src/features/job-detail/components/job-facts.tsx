import type { ReactNode } from 'react';

/** A job's facts as a definition list: a label and its value per row. */
export function JobFacts({ facts }: { facts: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-fp border border-fp-border p-4 sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-fp-muted">{label}</dt>
          <dd className="text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
