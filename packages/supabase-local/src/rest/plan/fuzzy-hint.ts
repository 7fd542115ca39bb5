/**
 * "Perhaps you meant …" hints, scored as PostgREST scores them: cosine similarity of the
 * character trigram (then bigram) counts of the lowercased letters, digits, spaces and commas,
 * the best 50 re-scored by normalised Levenshtein distance.
 */

const keep = /[\p{L}\p{N}\s,]/u;

function normalise(text: string): string {
  return [...text.toLowerCase()].filter((ch) => keep.test(ch)).join('');
}

function grams(text: string, size: number): Map<string, number> {
  const padded = `-${text}-`;
  const counts = new Map<string, number>();
  const chars = [...padded];
  for (let i = 0; i + size <= chars.length; i++) {
    const gram = chars.slice(i, i + size).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [gram, n] of a) dot += n * (b.get(gram) ?? 0);
  const norm = (m: Map<string, number>) =>
    Math.sqrt([...m.values()].reduce((s, n) => s + n * n, 0));
  return dot === 0 ? 0 : dot / (norm(a) * norm(b));
}

function levenshtein(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[y.length]!;
}

/** The candidate closest to `wanted`, if it scores at least `minScore` (0 to 1). */
export function closestMatch(
  candidates: Iterable<string>,
  wanted: string,
  minScore: number,
): string | undefined {
  const key = normalise(wanted);
  const entries = [...new Set(candidates)].map((value) => ({ value, text: normalise(value) }));
  for (const size of [3, 2]) {
    const keyGrams = grams(key, size);
    const scored = entries
      .map((entry) => ({ ...entry, score: cosine(keyGrams, grams(entry.text, size)) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    if (scored.length === 0) continue;
    const best = scored
      .slice(0, 50)
      .map((entry) => ({
        value: entry.value,
        score: 1 - levenshtein(key, entry.text) / Math.max(key.length, entry.text.length, 1),
      }))
      .filter((entry) => entry.score >= minScore)
      .sort((a, b) => b.score - a.score);
    return best[0]?.value;
  }
  return undefined;
}
