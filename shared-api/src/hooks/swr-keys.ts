// SWR keys of the API's lists, the same way in every remote (they were a copy in each): a path with its
// query, and a matcher for every cached key under some paths.

/** An SWR key: the API path with its query, in a fixed order, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A matcher for `mutate(matcher)`: every cached key under one of these API paths. */
export function keysUnder(...prefixes: string[]) {
  return (key: unknown) =>
    typeof key === 'string' &&
    prefixes.some((p) => key === p || key.startsWith(`${p}?`) || key.startsWith(`${p}/`));
}
