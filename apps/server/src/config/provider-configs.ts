/** Mollie as the payments provider, from MOLLIE_API_KEY and MOLLIE_API_URL. */
export interface MollieConfig {
  apiKey: string;
  /** Root of Mollie's v2 API, https only (the client sends through an https agent). */
  apiUrl: string;
}

/** Twikey as the mandates provider, from the TWIKEY_* variables. */
export interface TwikeyConfig {
  apiKey: string;
  /** The contract template (`ct`) for the monthly-deposit mandate. */
  templateId: string;
  /** Signs the exit URL Twikey returns the investor to. */
  websiteKey: string;
  apiUrl: string;
}
