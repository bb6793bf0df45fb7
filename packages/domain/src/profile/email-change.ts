/**
 * A new e-mail address for the account (issue 20): asked with the password, confirmed through a
 * link mailed to the new address, valid one day and bound to that address; a newer request
 * voids the earlier links. The old address is told, without the link.
 */

export const EMAIL_CHANGE_LINK_HOURS = 24;

export const EMAIL_CHANGE_MESSAGES = {
  /** The same answer whether or not the address is in use elsewhere (as registration answers). */
  requested:
    'Wij hebben een e-mail gestuurd naar het nieuwe adres. Open de link daarin binnen 24 uur om de wijziging te bevestigen; tot dan blijft uw huidige e-mailadres gelden.',
  sameAsCurrent: 'Dit is al het e-mailadres van uw account. Vul een ander e-mailadres in.',
  linkInvalid:
    'Deze bevestigingslink werkt niet meer: hij is verlopen (na 24 uur), al gebruikt, of vervangen door een nieuwere aanvraag. Vraag de wijziging opnieuw aan bij Mijn instellingen.',
  taken:
    'Dit e-mailadres is inmiddels in gebruik bij een ander account. Uw e-mailadres is niet gewijzigd; vraag de wijziging aan met een ander adres.',
  confirmed: 'Uw e-mailadres is gewijzigd. U logt voortaan in met het nieuwe adres.',
  pending: (email: string) =>
    `Wacht op bevestiging: wij hebben een link gestuurd naar ${email}. Tot u die opent, blijft uw huidige e-mailadres gelden.`,
} as const;
