import type { PostToken } from './post-text.ts';

/** A range of a post's text the page marks, and why (a restricted word, a phone number). */
export interface TextMark {
  start: number;
  end: number;
  kind: 'restricted' | 'phone';
  reason: string;
}

/** A piece of the text: inside one token, under the marks that cover all of it. */
export interface MarkedSegment {
  text: string;
  token: PostToken;
  marks: TextMark[];
}

/**
 * The post's tokens cut wherever a mark starts or ends, so the preview can draw links and hashtags as the
 * network does and still mark a restricted word inside them. Offsets are UTF-16 units, as both sides give them.
 */
export function markedSegments(text: string, tokens: readonly PostToken[], marks: readonly TextMark[]): MarkedSegment[] {
  const cuts = new Set<number>();
  for (const mark of marks) {
    cuts.add(Math.max(0, Math.min(text.length, mark.start)));
    cuts.add(Math.max(0, Math.min(text.length, mark.end)));
  }
  const segments: MarkedSegment[] = [];
  for (const token of tokens) {
    const inside = [...cuts].filter((cut) => cut > token.start && cut < token.end).sort((a, b) => a - b);
    const bounds = [token.start, ...inside, token.end];
    for (let index = 0; index < bounds.length - 1; index++) {
      const start = bounds[index]!;
      const end = bounds[index + 1]!;
      segments.push({ text: text.slice(start, end), token, marks: marks.filter((mark) => mark.start <= start && mark.end >= end) });
    }
  }
  return segments;
}
