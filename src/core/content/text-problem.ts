/** What a typed text asks of a name, a prompt or a search: null when it is fine, else what to fix. */
export function textProblem(text: string, max: number, required: string, tooLong: (max: number, length: number) => string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return required;
  return trimmed.length > max ? tooLong(max, trimmed.length) : null;
}
