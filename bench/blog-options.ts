/** `--name N` as a whole number of at least `min`, or the default; other benches' options are left to them. */
export function wholeNumberOption(name: string, fallback: number, min = 0): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const raw = process.argv[index + 1];
  const value = Number(raw);
  if (!/^\d+$/.test(raw ?? '') || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${raw}".`);
  return value;
}
