/**
 * What the request function needs of a response schema. The zod schemas of @bp/api-schema fit
 * as they are; so do the hand-written checks of ./contract-checks, which the calls of the first
 * bundle use because zod must stay out of it.
 */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A schema loaded with the first call, for modules of the first bundle that need a zod schema. */
export interface LazySchema<T> {
  readonly load: () => Promise<ResponseSchema<T>>;
}

export type SchemaSource<T> = ResponseSchema<T> | LazySchema<T>;

/** Wraps a loader (a dynamic import of the schema) so it runs once, on the first call. */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): LazySchema<T> {
  let loaded: Promise<ResponseSchema<T>> | null = null;
  return {
    load: () => {
      loaded ??= load().catch((error: unknown) => {
        // A failed chunk download may succeed on the next call.
        loaded = null;
        throw error;
      });
      return loaded;
    },
  };
}

export function resolveSchema<T>(
  source: SchemaSource<T>,
): Promise<ResponseSchema<T>> | ResponseSchema<T> {
  return 'load' in source ? source.load() : source;
}

/** A check function (value → T, or null when it does not match) as a response schema. */
export function checkedBy<T>(check: (value: unknown) => T | null): ResponseSchema<T> {
  return {
    safeParse(value) {
      const data = check(value);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}

/** A 204 reply: no body at all. */
export const noContent: ResponseSchema<undefined> = checkedBy((value) =>
  value === undefined ? undefined : null,
);
