import { SERP_ELLIPSIS } from './serp-limits.ts';

/** A text's rendered width in CSS pixels, in the font of the part it is measured for. */
export type MeasureText = (text: string) => number;

/** What Google shows of a text within a width, and how long the text is. */
export interface SerpFit {
  /** The text as the result shows it: whole, or cut with the ellipsis. */
  shown: string;
  cut: boolean;
  /** The whole text's rendered width, and the width it must fit in. */
  widthPx: number;
  limitPx: number;
  /** The whole text's length in characters (code points, so an emoji is one). */
  characters: number;
}

/** Google shows runs of white space as one space, and none at the ends. */
export const serpText = (text: string) => text.replace(/\s+/g, ' ').trim();

// Punctuation left dangling before the ellipsis goes with the cut (Google ends "Car Accidents ...", not "Car Accidents | ...").
const TRAILING_JOINERS = /[\s|,;:·•\-–—/]+$/u;

/**
 * The longest start of the text that, with the ellipsis, fits in `limitPx`, cut back to the last whole word as
 * Google cuts (a single word wider than the limit is cut inside it). `measure` is the rendered width: the page
 * passes a canvas's measureText, the tests a table of Arial's advance widths.
 */
export function fitToWidth(text: string, limitPx: number, measure: MeasureText, ellipsis: string = SERP_ELLIPSIS): SerpFit {
  const whole = serpText(text);
  const widthPx = measure(whole);
  const points = Array.from(whole);
  const result = { widthPx, limitPx, characters: points.length };
  if (widthPx <= limitPx) return { ...result, shown: whole, cut: false };
  const withEllipsis = (count: number) => `${points.slice(0, count).join('').trimEnd()}${ellipsis}`;
  // The widths of the cuts grow with the count, so the longest that fits is found by halving.
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(withEllipsis(middle)) <= limitPx) low = middle;
    else high = middle - 1;
  }
  const start = points.slice(0, low).join('');
  // Cut at the last space when the next character does not go on with the word; a lone long word is cut inside.
  const endsAWord = points[low] === ' ' || points[low] === undefined;
  const lastSpace = start.lastIndexOf(' ');
  if (!endsAWord && lastSpace <= 0) return { ...result, shown: `${start}${ellipsis.trimStart()}`, cut: true };
  const kept = endsAWord ? start : start.slice(0, lastSpace);
  const trimmed = kept.replace(TRAILING_JOINERS, '') || kept.trimEnd();
  return { ...result, shown: trimmed ? `${trimmed}${ellipsis}` : ellipsis.trim(), cut: true };
}
