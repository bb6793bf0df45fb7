/**
 * What the start-up banner and the web app's footer say whenever a sandbox provider stands in
 * for Mollie or Twikey: nothing paid or signed there is real.
 */
export const SANDBOX_NOTICE =
  'Testomgeving: betalingen en machtigingen zijn gesimuleerd; er wordt geen echt geld afgeschreven.';
