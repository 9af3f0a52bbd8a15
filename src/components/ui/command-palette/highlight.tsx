/** A label with the first typed word it contains marked (case- and accent-insensitive). */
import type { ReactNode } from 'react';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  // Folding keeps one character per base letter only when no character decomposes into two
  // base characters; compare per character so indexes stay those of the original text.
  const folded = [...text].map((ch) => fold(ch));
  const words = fold(query)
    .split(/\s+/)
    .filter((w) => w.length >= 2)
    .sort((a, b) => b.length - a.length);
  for (const word of words) {
    for (let start = 0; start < folded.length; start += 1) {
      let joined = '';
      let end = start;
      while (end < folded.length && joined.length < word.length) joined += folded[end++];
      if (joined === word) {
        const chars = [...text];
        return (
          <>
            {chars.slice(0, start).join('')}
            <mark>{chars.slice(start, end).join('')}</mark>
            {chars.slice(end).join('')}
          </>
        );
      }
    }
  }
  return text;
}
