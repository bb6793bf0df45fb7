/**
 * The MiFID II acknowledgement (DOMAIN.md: "an investor judged unsuitable gets a warning and may
 * still proceed"): when the profile from the questionnaire is below the fund's required profile
 * (`isProfileBelow`), the investor goes on only after confirming the warning. Its texts live here
 * alone: the web flow's checkbox and error, the application summary, the API schema's message
 * and the server's refusal all say the same thing in the same words.
 */

/** The checkbox under the warning. */
export const RISK_ACKNOWLEDGEMENT_LABEL =
  'Ik heb deze waarschuwing gelezen en wil toch in dit fonds beleggen.';

/** The one message for a missing acknowledgement: in the flow, from the schema and the server. */
export const RISK_ACKNOWLEDGEMENT_MISSING =
  'Uw risicoprofiel is lager dan het risico van dit fonds. Bevestig dat u de waarschuwing heeft gelezen en toch wilt beleggen.';

/** What the application's summary says of an acknowledgement that was given. */
export const RISK_ACKNOWLEDGEMENT_GIVEN =
  'U heeft verklaard dat u deze waarschuwing heeft gelezen en toch wilt beleggen.';
