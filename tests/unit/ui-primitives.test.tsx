// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cn, variants } from '../../src/ui/cn.ts';
import { Badge } from '../../src/ui/primitives/badge.tsx';
import { Button } from '../../src/ui/primitives/button.tsx';
import { Input } from '../../src/ui/primitives/input.tsx';
import { Spinner } from '../../src/ui/primitives/spinner.tsx';
import { byRole, cleanup, render } from './support/render.tsx';

afterEach(cleanup);

describe('cn and variants', () => {
  it('cn joins the truthy class strings', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it('variants picks each variant, falls back to the defaults and appends className last', () => {
    const box = variants('base', { tone: { calm: 'blue', loud: 'red' }, size: { sm: 'p-1', lg: 'p-4' } }, { tone: 'calm', size: 'sm' });
    expect(box()).toBe('base blue p-1');
    expect(box({ tone: 'loud', className: 'extra' })).toBe('base red p-1 extra');
    expect(box({ size: 'lg', tone: null })).toBe('base blue p-4');
  });
});

describe('primitives', () => {
  it('Button is a non-submitting button with its slot, variant classes and native props', () => {
    const { root } = render(
      <Button variant="outline" size="sm" className="extra" aria-label="Go" disabled>
        Go
      </Button>,
    );
    const button = byRole(root, 'button', 'Go') as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.dataset.slot).toBe('button');
    expect(button.disabled).toBe(true);
    expect(button.className).toContain('border-fp-border');
    expect(button.className).toContain('h-8');
    expect(button.className.endsWith(' extra')).toBe(true);
  });

  it('Badge, Input and Spinner carry their slots; the spinner is a labelled status', () => {
    const { root } = render(
      <>
        <Badge variant="secondary">Inactive</Badge>
        <Input aria-label="Search" />
        <Spinner label="Loading notifications" />
      </>,
    );
    expect(root.querySelector('[data-slot="badge"]')?.className).toContain('text-fp-text');
    expect((byRole(root, 'textbox', 'Search') as HTMLInputElement).dataset.slot).toBe('input');
    expect(byRole(root, 'status', 'Loading notifications').dataset.slot).toBe('spinner');
  });
});
