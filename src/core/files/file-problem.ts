/** Why a chosen file cannot be sent: a type the service does not take, no content, or more bytes than it accepts. */
export type FileProblem = { kind: 'type'; type: string } | { kind: 'empty' } | { kind: 'tooLarge'; bytes: number };

/**
 * A file checked as a service checks an upload, before its bytes travel: its declared type among `types` (any
 * case), not empty, at most `maxBytes`. Null when the service would take it.
 */
export function fileProblem(file: { type: string; size: number }, types: readonly string[], maxBytes: number): FileProblem | null {
  if (!types.includes(file.type.toLowerCase())) return { kind: 'type', type: file.type };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > maxBytes) return { kind: 'tooLarge', bytes: file.size };
  return null;
}
