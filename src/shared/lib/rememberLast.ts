/**
 * `fn` with its last `size` answers kept, the least recently asked forgotten first. Parsing the API's
 * HTML (a product's details, its summary) in jsdom was 15 % of rendering a product page on the server,
 * and the same product is rendered again and again. A Map keeps insertion order, which is all a small
 * LRU needs: a dozen lines instead of a cache library in the browser's bundle.
 */
export function rememberLast<R>(size: number, fn: (input: string) => R): (input: string) => R {
  const kept = new Map<string, R>();
  return (input) => {
    if (kept.has(input)) {
      const answer = kept.get(input)!;
      kept.delete(input);
      kept.set(input, answer);
      return answer;
    }
    const answer = fn(input);
    kept.set(input, answer);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return answer;
  };
}
