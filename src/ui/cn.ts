/**
 * Class-name helpers in the shape shadcn/ui uses (`cn`, `cva`), small enough to skip clsx, tailwind-merge
 * and class-variance-authority. Every class stays a string literal in the source, because the build-time
 * style pass (docs/bundle-budget.md) styles only the class names it can find there.
 * Unlike tailwind-merge, `cn` does not resolve conflicts: a caller's `className` is appended last, so pass
 * classes that add to the base rather than ones that fight it (e.g. not a second padding).
 */
export type ClassValue = string | false | null | undefined;

/** Joins the truthy class strings with single spaces. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}

type VariantMap = Record<string, Record<string, string>>;
type VariantProps<V extends VariantMap> = { [Key in keyof V]?: keyof V[Key] | null };

/**
 * A variant map in cva's shape: `variants('base', { size: { sm: '...', lg: '...' } }, { size: 'sm' })`
 * returns `({ size, className }) => classes`.
 */
export function variants<V extends VariantMap>(base: string, map: V, defaults: { [Key in keyof V]: keyof V[Key] }) {
  return (props: VariantProps<V> & { className?: string } = {}): string => {
    const picked = Object.keys(map).map((key: keyof V) => {
      const choice = props[key] ?? defaults[key];
      return map[key]![choice as string];
    });
    return cn(base, ...picked, props.className);
  };
}
