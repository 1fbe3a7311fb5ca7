import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { getRuntime } from '../core/runtime.ts';
import { ShadowRootContext } from '../ui/shadow-root-context.ts';
import { getStyles } from '../ui/styles/styles.ts';

/**
 * The only place that knows r2wc. Turns a React component into a custom element with an open shadow root
 * that adopts the page's one stylesheet, renders inside our providers, and is defined once per page even
 * when a second copy of the bundle runs (the runtime's `definedTags` and the registry are both checked).
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

/** What every element component receives besides its own props. */
export interface ElementBaseProps {
  /** The shadow root, given by r2wc (typed there as HTMLElement). */
  container?: HTMLElement;
}

export function defineElement<Props extends object>(
  tag: string,
  Component: ComponentType<Props & { host: HTMLElement }>,
  props: { [Key in keyof Props]-?: PropType },
): CustomElementConstructor {
  const existing = customElements.get(tag);
  const runtime = getRuntime();
  if (existing) {
    runtime.definedTags.add(tag);
    return existing;
  }

  function WithProviders(elementProps: Props & ElementBaseProps) {
    const { container, ...own } = elementProps;
    const root = container as unknown as ShadowRoot;
    return createElement(
      ShadowRootContext.Provider,
      { value: root },
      createElement(Component, { ...(own as Props), host: root.host as HTMLElement }),
    );
  }

  const Base = r2wc<Props & ElementBaseProps>(WithProviders, {
    shadow: 'open',
    props: props as never,
  }) as unknown as { new (): HTMLElement };

  class PortalElement extends Base {
    constructor() {
      super();
      getStyles().adopt(this.shadowRoot!);
    }
  }

  customElements.define(tag, PortalElement);
  runtime.definedTags.add(tag);
  return PortalElement;
}
