import { cssFont, type SerpFont } from './serp-limits.ts';
import type { MeasureText } from './serp-truncate.ts';

const measures = new Map<string, MeasureText | null>();

/**
 * A text's rendered width in the font, as the browser lays it out: a canvas's measureText. The canvas is never
 * attached to a document, so it works the same inside a shadow root and beside one. Null where there is no 2D
 * canvas to measure with (the page then shows lengths in characters only). One per font, kept for the page.
 */
export function canvasMeasure(font: SerpFont): MeasureText | null {
  const key = cssFont(font);
  if (measures.has(key)) return measures.get(key)!;
  let measure: MeasureText | null = null;
  try {
    const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (context && typeof context.measureText === 'function') {
      context.font = key;
      measure = (text) => context.measureText(text).width;
    }
  } catch {
    // No canvas in this environment (a non-browser renderer): lengths in characters only.
    measure = null;
  }
  measures.set(key, measure);
  return measure;
}
