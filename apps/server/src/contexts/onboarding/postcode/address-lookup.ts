import type { ProviderFailure } from '../../../http/provider-error';

/** An address as the onboarding form fills it in. */
export interface FoundAddress {
  /** "1234AB". */
  postcode: string;
  huisnummer: number;
  straatnaam: string;
  woonplaats: string;
}

/** Looks up the address of a Dutch postcode and whole house number. */
export interface AddressLookup {
  /** Null when the service knows no such address. */
  find(postcode: string, houseNumber: number): Promise<FoundAddress | null>;
}

/** The address service gave no usable answer (down, too slow, or an answer we cannot read). */
export class AddressLookupError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** The service's HTTP status, when it answered. */
    readonly serviceStatus?: number,
  ) {
    super(message);
    this.name = 'AddressLookupError';
  }
}
