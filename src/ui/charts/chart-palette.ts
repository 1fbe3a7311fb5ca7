/** A series' look: a colour and a second cue (dash pattern and marker shape), so no reader depends on colour alone. */
export interface SeriesStyle {
  colour: string;
  /** SVG stroke-dasharray of its line; empty for a solid one. */
  dash: string;
  marker: MarkerShape;
  /** A bar series drawn as an outline instead of a filled bar (the second cue of bar charts). */
  outlined: boolean;
}

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

/**
 * The Okabe-Ito palette, told apart by people with every common colour blindness, keeping only its colours with
 * at least 3:1 contrast against a white background (WCAG 1.4.11, graphical objects): blue, vermillion, bluish
 * green and black. Orange, sky blue, yellow and reddish purple fall below it on white and are left out.
 */
export const SERIES_STYLES: readonly SeriesStyle[] = [
  { colour: '#0072B2', dash: '', marker: 'circle', outlined: false },
  { colour: '#D55E00', dash: '6 3', marker: 'square', outlined: true },
  { colour: '#009E73', dash: '2 3', marker: 'triangle', outlined: false },
  { colour: '#000000', dash: '8 3 2 3', marker: 'diamond', outlined: true },
];

export const seriesStyle = (index: number): SeriesStyle => SERIES_STYLES[index % SERIES_STYLES.length]!;
