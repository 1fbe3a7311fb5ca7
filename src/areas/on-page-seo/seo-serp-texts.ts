import type { SerpDevice, SerpPart } from './model/serp-limits.ts';

// What the Google result preview of a title or meta description says.

const PART_NAMES: Record<SerpPart, string> = { title: 'title', description: 'description' };
export const DEVICE_NAMES: Record<SerpDevice, string> = { desktop: 'Desktop', mobile: 'Mobile' };

export const SERP_TEXTS = {
  heading: 'How Google may show it',
  previewLabel: (device: SerpDevice) => `Google result preview, ${DEVICE_NAMES[device].toLowerCase()}`,
  length: (characters: number) => `${characters} ${characters === 1 ? 'character' : 'characters'}`,
  width: (widthPx: number, limitPx: number) => `${Math.round(widthPx)} of about ${limitPx} px`,
  fits: 'fits',
  cut: 'will be cut',
  warning: (part: SerpPart, devices: string) =>
    `Warning: Google will likely cut this ${PART_NAMES[part]} on ${devices}. You can still approve it; a shorter text would show in full.`,
  unmeasured: 'The width cannot be measured in this browser; the length is in characters only.',
  approximate: 'Google publishes no limits: the widths are approximate, and Google sometimes rewrites titles and descriptions.',
} as const;
