import type { Country } from '@bp/api-schema';
import countries from 'i18n-iso-countries';

let cached: Country[] | null = null;

/**
 * Every country with its everyday Dutch name ("Duitsland", not "Bondsrepubliek Duitsland"),
 * in Dutch alphabetical order (accents do not change the order: "Åland" sorts among the A's).
 * Built once, since the list only changes with the library; callers must not modify it.
 */
export function dutchCountries(): Country[] {
  if (!cached) {
    const collator = new Intl.Collator('nl', { sensitivity: 'base' });
    cached = Object.entries(countries.getNames('nl', { select: 'alias' }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }
  return cached;
}
