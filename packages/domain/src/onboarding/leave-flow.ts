/**
 * Spec §2: leaving an add-investment flow mid-way asks this question (not on the investment,
 * initial-payment or monthly-payment steps): the page's leave guard and the flow's
 * "Stoppen" dialog ask it in these words.
 */
export const LEAVE_INVESTMENT_FLOW_QUESTION =
  'Weet u zeker dat u het maken van producten wilt afsluiten?';
