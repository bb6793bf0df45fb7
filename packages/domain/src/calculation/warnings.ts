/** MiFID II: a forecast must say that it is no reliable indicator of future results. */
export const FORECAST_WARNING =
  'Een prognose is geen betrouwbare indicator voor toekomstige resultaten.';

/** The standard Dutch past-performance warning (AFM), for results shown beside a forecast. */
export const PAST_PERFORMANCE_WARNING =
  'In het verleden behaalde resultaten bieden geen garantie voor de toekomst.';
