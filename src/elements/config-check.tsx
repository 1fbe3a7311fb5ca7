import type { ReactNode } from 'react';
import { ConfigError, resolveConfig, SETTING_ATTRIBUTES, type PortalConfig, type PortalSettings } from '../core/config.ts';
import type { PropType } from './define-element.ts';

/** Every element takes the portal's settings as attributes (`api-url`, `auth-domain`, ...). */
export const SETTING_PROPS = Object.fromEntries(Object.keys(SETTING_ATTRIBUTES).map((key) => [key, 'string'])) as {
  [Key in keyof PortalSettings]-?: PropType;
};

/** r2wc hands over attribute values as given; blank ones count as not set, like `readAttributeSettings`. */
function presentSettings(props: PortalSettings): PortalSettings {
  const settings: PortalSettings = {};
  for (const key of Object.keys(SETTING_ATTRIBUTES) as Array<keyof PortalSettings>) {
    const value = props[key];
    if (typeof value === 'string' && value.trim() !== '') settings[key] = value.trim();
  }
  return settings;
}

interface ConfigCheckProps {
  settings: PortalSettings;
  /** The element's accessible name, used in the message. */
  label: string;
  children: (config: PortalConfig) => ReactNode;
}

/** Renders the element once its settings are valid; otherwise says which settings are wrong, never a blank box. */
export function ConfigCheck({ settings, label, children }: ConfigCheckProps) {
  let config: PortalConfig;
  try {
    config = resolveConfig(presentSettings(settings));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return (
      <div role="alert" part="config-error" className="rounded-fp border border-fp-danger bg-fp-background p-3 text-fp-danger">
        <p className="font-semibold">{label} cannot start because the portal is not configured correctly:</p>
        <ul className="mt-1 list-disc pl-5">
          {error.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <>{children(config)}</>;
}
