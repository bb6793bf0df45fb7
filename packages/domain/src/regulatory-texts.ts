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
