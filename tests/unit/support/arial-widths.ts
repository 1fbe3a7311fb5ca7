/**
 * Arial's advance widths, as Liberation Sans (metric-compatible with Arial) gives them: font units of an em of
 * 2048, for printable ASCII, Latin-1 and the typographic punctuation titles use. Read from
 * /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf (Debian fonts-liberation 1.07.4; its hmtx and cmap
 * tables) once, and written out here so the truncation tests measure the same in Node on any machine. Kerning is
 * left out: it moves a title by a pixel or two, well inside what the limits are worth.
 */
export const UNITS_PER_EM = 2048;
/** The width of a character not in the table (the font's .notdef box). */
export const MISSING_WIDTH = 748;

/** [advance width, the characters that have it]. */
const WIDTHS: ReadonlyArray<readonly [number, string]> = [
  [391, "'"],
  [455, 'ijl‘’'],
  [532, '|¦'],
  [569, ' !,./:;I[\\]ft ·ÌÍÎÏìíîï'],
  [682, '()-`r¡¨­²³´¸¹“”›'],
  [684, '{}'],
  [717, '•'],
  [727, '"'],
  [748, 'º'],
  [758, 'ª'],
  [797, '*'],
  [819, '°'],
  [961, '^'],
  [1024, 'Jcksvxyzçýÿ'],
  [1100, '¶'],
  [1124, '±÷'],
  [1131, '¯'],
  [1139, '0123456789#$?L_abdeghnopqu¢£¤¥§«»àáâãäåèéêëðñòóôõöùúûüþ–€'],
  [1180, 'µ'],
  [1196, '+<=>~¬×'],
  [1251, 'FTZ¿ßø'],
  [1366, '&ABEKPSVXYÀÁÂÃÄÅÈÉÊËÝÞ'],
  [1479, 'CDHNRUwÇÐÑÙÚÛÜ'],
  [1509, '©®'],
  [1593, 'GOQÒÓÔÕÖØ'],
  [1706, 'Mm'],
  [1708, '¼½¾'],
  [1821, '%æ'],
  [1933, 'W'],
  [2048, 'Æ—…™'],
  [2079, '@'],
];

export const ARIAL_ADVANCES: ReadonlyMap<string, number> = new Map(
  WIDTHS.flatMap(([width, characters]) => Array.from(characters, (character) => [character, width] as const)),
);

/** A text's width in CSS pixels at `sizePx`, as a canvas without kerning measures it in Arial. */
export const arialWidth = (text: string, sizePx: number) =>
  (Array.from(text).reduce((sum, character) => sum + (ARIAL_ADVANCES.get(character) ?? MISSING_WIDTH), 0) * sizePx) / UNITS_PER_EM;
