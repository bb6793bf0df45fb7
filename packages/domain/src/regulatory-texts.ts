/**
 * The regulatory texts the portal shows, each in exactly one place: the server's documents, the
 * calculation results and the web pages all import them from here.
 */

/** MiFID II: a forecast must say that it is no reliable indicator of future results. */
export const FORECAST_WARNING =
  'Een prognose is geen betrouwbare indicator voor toekomstige resultaten.';

/** The standard Dutch past-performance warning (AFM), wherever past results are shown. */
export const PAST_PERFORMANCE_WARNING =
  'In het verleden behaalde resultaten bieden geen garantie voor de toekomst.';

/**
 * A lijfrente payout (SDIL) is taxed as income in box 1: the payer withholds wage tax and the
 * Zvw contribution, so every amount a calculation shows is gross and must say so.
 */
export const ANNUITY_PAYOUT_GROSS_NOTICE =
  'Alle bedragen zijn bruto: vóór inhouding van loonheffing (inkomstenbelasting en premies volksverzekeringen) en de inkomensafhankelijke bijdrage Zvw. Wat u netto ontvangt, hangt af van uw inkomen, uw leeftijd en uw heffingskortingen.';
