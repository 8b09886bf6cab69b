// A tolerant reader for API answers (the contract: extra fields, missing optional fields and
// numeric strings must all be accepted). Each helper answers a safe value instead of throwing, so a
// strange answer degrades to a fallback text rather than a broken page.

export type Fields = Record<string, unknown>;

/**
 * What a tolerant reader may see of an answer whose shape is `Shape` (e.g. one generated from our
 * server's OpenAPI document): only the names the shape gives, each possibly missing or of any type at
 * run time. Reading a name the shape no longer has fails the build where it is read.
 */
export type Wire<Shape> = { readonly [Name in keyof Shape]?: unknown };

/** An object's fields, or an empty record for anything that is not an object; typed by the answer's shape when given. */
export function fields<Shape = Fields>(value: unknown): Wire<Shape> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Wire<Shape>) : {};
}

/** A non-empty string (numbers are written out), or null. */
export function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A list, or an empty list for anything else. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A whole number from a number or a numeric string, or the fallback. */
export function wholeNumber(value: unknown, fallback = 0): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.trunc(number) : fallback;
}

/** The first element of a `translations` array: the requested language (the server falls back to en). */
export function firstTranslation(value: unknown): Fields {
  return fields(list(value)[0]);
}
