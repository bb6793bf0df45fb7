import { PERIOD_REVERSED_MESSAGE } from '@bp/domain';

/**
 * Every Dutch text the API answers with, in one place so wording stays consistent. A rule's
 * text that the web app shows too comes from the domain, where the rule lives.
 */
export const MESSAGES = {
  invalidCredentials: 'Het e-mailadres of wachtwoord is onjuist.',
  tooManyLoginAttempts: 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.',
  tooManyLoginAttemptsOnAccount:
    'Te veel inlogpogingen op dit account. Probeer het over een uur opnieuw of stel uw wachtwoord opnieuw in.',
  tooManyRequests: 'Te veel verzoeken. Probeer het later opnieuw.',
  notLoggedIn: 'U bent niet ingelogd of uw sessie is verlopen. Log opnieuw in.',
  adminOnly: 'U heeft geen toegang tot deze functie.',
  forbiddenOrigin: 'Dit verzoek is niet toegestaan.',
  notFound: 'Niet gevonden.',
  internal: 'Er is iets misgegaan. Probeer het later opnieuw.',
  maintenance: 'Het portaal is tijdelijk niet beschikbaar wegens onderhoud.',
  invalidJson: 'De verzonden gegevens zijn geen geldige JSON.',
  emptyJson: 'Het verzoek bevat geen gegevens.',
  unsupportedMediaType: 'Dit soort gegevens wordt niet ondersteund. Stuur JSON.',
  payloadTooLarge: 'Het verzoek is te groot.',
  badRequest: 'Het verzoek is ongeldig.',
  methodNotAllowed: 'Deze bewerking is hier niet toegestaan.',
  badUrl: 'Dit adres is ongeldig.',
  uriTooLong: 'Het adres is te lang.',
  headersTooLarge: 'Het adres of de kopregels van het verzoek zijn te groot.',
  requestTimeout: 'Het verzoek kwam niet op tijd binnen. Probeer het opnieuw.',
  invalidInput: 'De invoer is niet volledig of niet juist.',
  loggedOut: 'U bent uitgelogd.',
  cookieDeleted: 'Het cookie is verwijderd.',
  registrationAccepted:
    'Bedankt voor uw aanmelding. U ontvangt binnen enkele minuten een e-mail op het opgegeven adres. Volg de instructies in die e-mail om verder te gaan.',
  accountConfirmed: 'Uw wachtwoord is ingesteld en uw account is geactiveerd. U kunt nu inloggen.',
  confirmationInvalid: 'De bevestigingslink is ongeldig of verlopen.',
  resetRequested:
    'Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link om uw wachtwoord opnieuw in te stellen.',
  resetDone: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.',
  resetInvalid: 'De herstellink is ongeldig of verlopen.',
  contractNotFound: 'Contract niet gevonden.',
  investorNotFound: 'Belegger niet gevonden.',
  documentNotFound: 'Document niet gevonden.',
  fundNotFound: 'Fonds niet gevonden.',
  periodReversed: PERIOD_REVERSED_MESSAGE,
  periodStartsInFuture: 'De begindatum mag niet in de toekomst liggen.',
} as const;
