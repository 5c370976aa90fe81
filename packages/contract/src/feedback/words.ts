/**
 * How feedback counts words, the same on the server and in the app: Burmese writes no spaces
 * between words, so words are what Intl.Segmenter finds (ICU's dictionary for Myanmar script),
 * counting only word-like segments (not spaces or punctuation). The locale is fixed so the
 * phone's own language never changes the count.
 */

let segmenter: Intl.Segmenter | undefined;

export const countWords = (text: string): number => {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return words;
};
