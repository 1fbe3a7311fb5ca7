import { useMemo, type ComponentProps, type KeyboardEvent, type RefObject } from 'react';
import { cn } from '../cn.ts';
import { Popover, PopoverContent, PopoverTrigger, usePopover, type PopoverContentProps } from './popover.tsx';

/** A menu of actions in a popover (the menu button pattern); open, close and dismissal are the Popover's. */
export const DropdownMenu = Popover;

export function DropdownMenuTrigger(props: ComponentProps<'button'>) {
  const { setOpen } = usePopover();
  return (
    <PopoverTrigger
      aria-haspopup="menu"
      data-slot="dropdown-menu-trigger"
      onKeyDown={(event) => {
        // The menu button pattern: ArrowDown or ArrowUp on the button opens the menu too.
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        setOpen(true);
      }}
      {...props}
    />
  );
}

const menuItems = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];

/** Arrow keys, Home and End move between the items; the focused item's Enter or Space activates it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const items = menuItems(event.currentTarget);
  if (items.length === 0) return;
  const at = items.indexOf((event.currentTarget.getRootNode() as ShadowRoot | Document).activeElement as HTMLElement);
  const next = { ArrowDown: (at + 1) % items.length, ArrowUp: (at - 1 + items.length) % items.length, Home: 0, End: items.length - 1 }[
    event.key
  ];
  if (next === undefined) return;
  event.preventDefault();
  items[next]!.focus();
}

export function DropdownMenuContent({ className, onKeyDown, ...props }: Omit<PopoverContentProps, 'initialFocus'>) {
  const { contentRef } = usePopover();
  // Read when the menu opens: the first item takes focus.
  const firstItem = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return contentRef.current ? (menuItems(contentRef.current)[0] ?? null) : null;
      },
    }),
    [contentRef],
  );
  return (
    <PopoverContent
      role="menu"
      initialFocus={firstItem}
      className={cn('min-w-[12rem] p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
      {...props}
    />
  );
}

type ItemProps = Omit<ComponentProps<'button'>, 'onSelect'> & { onSelect: () => void };

/** An action: closes the menu (focus back on its button), then runs. */
export function DropdownMenuItem({ onSelect, className, ...props }: ItemProps) {
  const { close } = usePopover();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      data-slot="dropdown-menu-item"
      className={cn(
        'flex w-full items-center gap-2 rounded-fp px-2 py-1.5 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 focus-visible:outline-none',
        className,
      )}
      onClick={() => {
        close();
        onSelect();
      }}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dropdown-menu-label" className={cn('px-2 py-1.5 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<'hr'>) {
  return <hr data-slot="dropdown-menu-separator" className={cn('-mx-1 my-1 border-fp-border', className)} {...props} />;
}
