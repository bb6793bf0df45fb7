import {
  countriesResponseSchema,
  postcodeAddressSchema,
  type PostcodeAddress,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, http } from './http';

/**
 * The address lookup every address form shares (the add-investment flow's applicant, Mijn
 * instellingen): house number and postcode fill in street and town through POST /api/postcode,
 * and when that fails a note says so and every field stays editable.
 */

export const POSTCODE_NOTES = {
  unknown:
    'Bij deze postcode en dit huisnummer vonden wij geen adres. Controleer ze, of vul straat en woonplaats zelf in.',
  unreachable: 'Het adres kan nu niet worden opgezocht. Vul straat en woonplaats zelf in.',
  incomplete: 'Vul eerst de postcode en het huisnummer in.',
} as const;

/** GET /api/countries: the list of the address's (and the nationality's) country. */
export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: () => http.get('/api/countries', countriesResponseSchema),
  staleTime: Infinity,
});

export type PostcodeLookup =
  { found: true; address: PostcodeAddress } | { found: false; reason: 'unknown' | 'unreachable' };

/** POST /api/postcode: 404 is an unknown address, anything else the service out of reach. */
export async function lookUpPostcode(
  postcode: string,
  houseNumber: string,
): Promise<PostcodeLookup> {
  try {
    const address = await http.post(
      '/api/postcode',
      { postcode, houseNumber },
      postcodeAddressSchema,
      { globalErrors: false },
    );
    return { found: true, address };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
      return { found: false, reason: 'unknown' };
    }
    return { found: false, reason: 'unreachable' };
  }
}

interface LookupFields {
  /** What is typed now in the postcode and the house number. */
  read: () => { postcode: string; houseNumber: string };
  /** Puts the address found into the form (postcode as the lookup writes it, street, town). */
  fill: (address: PostcodeAddress) => void;
}

/** The "Adres opzoeken" button's work: its note (role status) and whether it is busy. */
export function usePostcodeLookup({ read, fill }: LookupFields) {
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lookUp = async () => {
    const { postcode, houseNumber } = read();
    if (postcode.trim() === '' || houseNumber.trim() === '') {
      setNote(POSTCODE_NOTES.incomplete);
      return;
    }
    setBusy(true);
    const result = await lookUpPostcode(postcode, houseNumber);
    setBusy(false);
    if (!result.found) {
      setNote(POSTCODE_NOTES[result.reason]);
      return;
    }
    setNote(null);
    fill(result.address);
  };
  return { note, busy, lookUp };
}
