/** A text a person may leave empty, as the service takes it: trimmed, or null when nothing but spaces is left. */
export const textOrNull = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);
