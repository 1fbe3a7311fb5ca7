import type { ComponentProps } from 'react';
import { variants } from '../cn.ts';

export const badgeVariants = variants(
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium leading-none whitespace-nowrap',
  {
    variant: {
      default: 'border-transparent bg-fp-primary text-white',
      // Muted grey on grey falls short of 4.5:1; the text colour does not.
      secondary: 'border-transparent bg-gray-100 text-fp-text',
      destructive: 'border-transparent bg-fp-danger text-white',
      outline: 'border-fp-border text-fp-text',
    },
  },
  { variant: 'default' },
);

export type BadgeProps = ComponentProps<'span'> & { variant?: 'default' | 'secondary' | 'destructive' | 'outline' };

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={badgeVariants({ variant, className })} {...props} />;
}
