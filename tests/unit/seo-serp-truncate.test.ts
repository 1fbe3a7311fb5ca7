import { describe, expect, it } from 'vitest';
import {
  DESKTOP_DESCRIPTION_MAX_PX,
  DESKTOP_TITLE_MAX_PX,
  MOBILE_DESCRIPTION_MAX_PX,
  MOBILE_TITLE_MAX_PX,
  SERP_DESCRIPTION_FONT,
  SERP_ELLIPSIS,
  SERP_LIMITS,
  SERP_TITLE_FONT,
} from '../../src/areas/on-page-seo/model/serp-limits.ts';
import { fitToWidth, serpText } from '../../src/areas/on-page-seo/model/serp-truncate.ts';
import { arialWidth } from './support/arial-widths.ts';

// Google cuts a result's title and description by their rendered width in Arial (areas/on-page-seo/model/serp-limits.ts). The page
// measures with a canvas; here the same rule measures with Arial's advance widths (Liberation Sans), so every
// figure below is what that font gives.
const title = (text: string) => arialWidth(text, SERP_TITLE_FONT.sizePx);
const description = (text: string) => arialWidth(text, SERP_DESCRIPTION_FONT.sizePx);
const px = (width: number) => Math.round(width * 100) / 100;

describe('the limits', () => {
  it('are Arial 20 px for titles against about 600 px on a desktop, Arial 14 px for descriptions against about 920 px, narrower on a phone', () => {
    expect(SERP_TITLE_FONT).toEqual({ family: 'Arial', sizePx: 20 });
    expect(SERP_DESCRIPTION_FONT).toEqual({ family: 'Arial', sizePx: 14 });
    expect(SERP_LIMITS.title.desktop.maxWidthPx).toBe(600);
    expect(SERP_LIMITS.description.desktop.maxWidthPx).toBe(920);
    expect(MOBILE_DESCRIPTION_MAX_PX).toBeLessThan(DESKTOP_DESCRIPTION_MAX_PX);
    expect(SERP_LIMITS.title.mobile.maxWidthPx).toBe(MOBILE_TITLE_MAX_PX);
  });
});

describe('a title on a desktop (600 px)', () => {
  // [title, its width in px, shown as]
  const TITLES: Array<[string, number, string]> = [
    ['Car Accident Lawyer Miami | Harbor & Vale Law', 427.58, 'Car Accident Lawyer Miami | Harbor & Vale Law'],
    [
      'Estate Planning Lawyer | Free Consultation | Harbor & Vale Law',
      568.47,
      'Estate Planning Lawyer | Free Consultation | Harbor & Vale Law',
    ],
    [
      'Car Accident Lawyer in Miami | Free Consultation | Harbor & Vale Law',
      622.87,
      'Car Accident Lawyer in Miami | Free Consultation | Harbor & ...',
    ],
    [
      'Personal Injury Attorneys Who Fight for You | Harbor & Vale Law, Miami FL',
      667.69,
      'Personal Injury Attorneys Who Fight for You | Harbor & Vale ...',
    ],
    // Width, not characters: 36 wide letters are cut, 105 narrow ones fit.
    ['W'.repeat(36), 679.57, `${'W'.repeat(30)}...`],
    ['i'.repeat(105), 466.55, 'i'.repeat(105)],
  ];

  it.each(TITLES)('%j is %d px wide and shows as %j', (text, width, shown) => {
    const fit = fitToWidth(text, DESKTOP_TITLE_MAX_PX, title);
    expect(px(fit.widthPx)).toBe(width);
    expect(fit.shown).toBe(shown);
    expect(fit.cut).toBe(width > DESKTOP_TITLE_MAX_PX);
    expect(fit.characters).toBe(Array.from(text).length);
    expect(title(fit.shown)).toBeLessThanOrEqual(DESKTOP_TITLE_MAX_PX);
  });

  it('cuts after the last whole word, drops the separator left dangling, and ends with Google’s " ..."', () => {
    const fit = fitToWidth('Divorce Lawyer for Fathers in Broward County | Custody | Harbor & Vale', DESKTOP_TITLE_MAX_PX, title);
    expect(fit.cut).toBe(true);
    expect(fit.shown.endsWith(SERP_ELLIPSIS)).toBe(true);
    const kept = fit.shown.slice(0, -SERP_ELLIPSIS.length);
    expect('Divorce Lawyer for Fathers in Broward County | Custody | Harbor & Vale'.startsWith(kept)).toBe(true);
    expect(kept).not.toMatch(/[|\s]$/);
    expect(['Vale', 'Harbor', '&', 'Custody']).toContain(kept.split(' ').pop());
  });

  it('fits a text of exactly the limit, and cuts one a letter longer', () => {
    const base = 'Harbor & Vale Law | Injury Attorneys | ';
    let text = base;
    while (title(`${text}a`) <= DESKTOP_TITLE_MAX_PX) text += 'a';
    expect(fitToWidth(text, DESKTOP_TITLE_MAX_PX, title).cut).toBe(false);
    expect(fitToWidth(`${text}a`, DESKTOP_TITLE_MAX_PX, title).cut).toBe(true);
  });

  it('reads runs of white space as one space, as Google does, and counts an emoji as one character', () => {
    expect(serpText('  Car   Accident\n Lawyer ')).toBe('Car Accident Lawyer');
    const fit = fitToWidth('Car   Accident\nLawyer 🚗', DESKTOP_TITLE_MAX_PX, title);
    expect(fit.shown).toBe('Car Accident Lawyer 🚗');
    expect(fit.characters).toBe(21);
  });

  it('shows nothing but the dots when not even a letter fits', () => {
    expect(fitToWidth('Wide', 5, title).shown).toBe('...');
    expect(fitToWidth('', DESKTOP_TITLE_MAX_PX, title)).toEqual({
      shown: '',
      cut: false,
      widthPx: 0,
      limitPx: DESKTOP_TITLE_MAX_PX,
      characters: 0,
    });
  });
});

describe('a title on a phone (about 660 px over two lines)', () => {
  it('shows in full what the desktop cuts, until it is wider still', () => {
    const text = 'Car Accident Lawyer in Miami | Free Consultation | Harbor & Vale Law';
    expect(fitToWidth(text, DESKTOP_TITLE_MAX_PX, title).cut).toBe(true);
    expect(fitToWidth(text, MOBILE_TITLE_MAX_PX, title)).toMatchObject({ cut: false, shown: text });
    expect(fitToWidth('Personal Injury Attorneys Who Fight for You | Harbor & Vale Law, Miami FL', MOBILE_TITLE_MAX_PX, title).shown).toBe(
      'Personal Injury Attorneys Who Fight for You | Harbor & Vale Law ...',
    );
  });
});

describe('a meta description (14 px: about 920 px on a desktop, 680 px on a phone)', () => {
  const SHORT = 'Talk to Harbor & Vale Law about car accidents. Experienced attorneys, clear fees, fast answers.';
  const LONG =
    'Injured in a car accident in Miami? Harbor & Vale Law has recovered millions for accident victims across South Florida. Free consultation, no fee unless we win. Call today to speak with an attorney.';

  it.each<[string, number, number, string]>([
    [SHORT, DESKTOP_DESCRIPTION_MAX_PX, 594.51, SHORT],
    [SHORT, MOBILE_DESCRIPTION_MAX_PX, 594.51, SHORT],
    [
      LONG,
      DESKTOP_DESCRIPTION_MAX_PX,
      1218.58,
      'Injured in a car accident in Miami? Harbor & Vale Law has recovered millions for accident victims across South Florida. Free consultation, no fee ...',
    ],
    [
      LONG,
      MOBILE_DESCRIPTION_MAX_PX,
      1218.58,
      'Injured in a car accident in Miami? Harbor & Vale Law has recovered millions for accident victims across ...',
    ],
  ])('%#: within %d px, %d px wide, shows %j', (text, limit, width, shown) => {
    const fit = fitToWidth(text, limit, description);
    expect(px(fit.widthPx)).toBe(width);
    expect(fit.shown).toBe(shown);
    expect(description(fit.shown)).toBeLessThanOrEqual(limit);
  });
});
