/**
 * THE table of how Google's result shows a page's title and meta description: the one place the on-page SEO
 * pages read these figures from. Google publishes none of them. They are what SERP-preview tools measured in the
 * results (Screaming Frog's pixel-width research, Portent's and Mangools' SERP previews, Moz's title guide) and
 * they move when Google restyles its results, so every width is approximate and the preview is a likeness:
 * a text past a limit gets a warning, never a block (Google may show it whole, or rewrite it anyway).
 * Google cuts by rendered width, not by characters: a title of narrow letters fits more of them.
 */

export type SerpDevice = 'desktop' | 'mobile';
export type SerpPart = 'title' | 'description';

export interface SerpFont {
  /** The family Google sets results in; Liberation Sans has Arial's metrics (the element tests' Chromium uses it). */
  family: string;
  sizePx: number;
}

export interface SerpLimit {
  font: SerpFont;
  /** About how wide the text may render before Google cuts it, in CSS pixels (over all its lines). */
  maxWidthPx: number;
}

export const SERP_TITLE_FONT: SerpFont = { family: 'Arial', sizePx: 20 };
export const SERP_DESCRIPTION_FONT: SerpFont = { family: 'Arial', sizePx: 14 };

/** Desktop title: one line of about 600 px at 20 px Arial. */
export const DESKTOP_TITLE_MAX_PX = 600;
/** Mobile title: up to two lines of a phone's result card, about 660 px in all. */
export const MOBILE_TITLE_MAX_PX = 660;
/** Desktop description: two lines, about 920 px in all at 14 px Arial. */
export const DESKTOP_DESCRIPTION_MAX_PX = 920;
/** Mobile description: the narrower card's lines, about 680 px in all. */
export const MOBILE_DESCRIPTION_MAX_PX = 680;

export const SERP_LIMITS: Readonly<Record<SerpPart, Readonly<Record<SerpDevice, SerpLimit>>>> = {
  title: {
    desktop: { font: SERP_TITLE_FONT, maxWidthPx: DESKTOP_TITLE_MAX_PX },
    mobile: { font: SERP_TITLE_FONT, maxWidthPx: MOBILE_TITLE_MAX_PX },
  },
  description: {
    desktop: { font: SERP_DESCRIPTION_FONT, maxWidthPx: DESKTOP_DESCRIPTION_MAX_PX },
    mobile: { font: SERP_DESCRIPTION_FONT, maxWidthPx: MOBILE_DESCRIPTION_MAX_PX },
  },
};

/** How wide the preview draws a result: a desktop result's column, a phone's result card. */
export const SERP_CARD_WIDTH_PX: Readonly<Record<SerpDevice, number>> = { desktop: 600, mobile: 340 };

/** What Google puts where it cut a text: a space and three dots. */
export const SERP_ELLIPSIS = ' ...';

/** The change fields Google shows in its result, and which part of the result each one is. */
export const SERP_PART_OF_FIELD: Readonly<Record<string, SerpPart>> = { title: 'title', metaDescription: 'description' };

/** The CSS font of a part, for the canvas that measures it and the preview that draws it alike. */
export const cssFont = (font: SerpFont) => `${font.sizePx}px ${font.family}, "Liberation Sans", Helvetica, sans-serif`;
