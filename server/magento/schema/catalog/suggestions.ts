// "Did you mean": when a search finds nothing, each word the catalogue does not know is replaced by the closest
// indexed word (at most two edits away, the most common one on ties), as Magento's search suggestions do.
import type { Db } from '../../db/connection';
import { vocabularyNear } from '../../db/repositories/product-search';

const MAX_EDITS = 2;

export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function correct(db: Db, word: string): string {
  if (word.length < 3) return word;
  const terms = vocabularyNear(db, word);
  if (terms.includes(word)) return word;
  let best = word;
  let bestDistance = MAX_EDITS + 1;
  // Terms come most frequent first, so the first of equally close terms wins.
  for (const term of terms) {
    const distance = editDistance(word, term);
    if (distance < bestDistance) [best, bestDistance] = [term, distance];
  }
  return best;
}

export function suggest(db: Db, words: readonly string[]): { search: string }[] {
  const corrected = words.map((w) => correct(db, w));
  return corrected.some((w, i) => w !== words[i]) ? [{ search: corrected.join(' ') }] : [];
}
