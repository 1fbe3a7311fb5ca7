import type { ComponentProps } from 'react';
import { variants } from '../cn.ts';

export const buttonVariants = variants(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-fp font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary disabled:pointer-events-none disabled:opacity-50',
  {
    variant: {
      default: 'bg-fp-primary text-white hover:opacity-90',
      outline: 'border border-fp-border bg-fp-background hover:bg-gray-100',
      ghost: 'hover:bg-gray-100',
    },
    size: {
      default: 'h-9 px-4 py-2',
      sm: 'h-8 px-3 text-sm',
      icon: 'h-9 w-9',
    },
  },
  { variant: 'default', size: 'default' },
);

export type ButtonProps = ComponentProps<'button'> & {
  variant?: 'default' | 'outline' | 'ghost';
  size?: 'default' | 'sm' | 'icon';
};

/** A native button; `type` defaults to "button" so it never submits a host page's form. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button data-slot="button" type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
