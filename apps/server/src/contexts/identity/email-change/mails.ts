import { EMAIL_CHANGE_LINK_HOURS } from '@bp/domain';
import type { MailMessage } from '../../../mail/mailer';
import { compose, type MailContext } from '../../../mail/templates';

/** To the new address: the link that confirms it (one day, once, only this address). */
export function emailChangeLinkMail(to: string, token: string, ctx: MailContext): MailMessage {
  const link = `${ctx.publicUrl}/e-mailadres-bevestigen?token=${encodeURIComponent(token)}`;
  return compose(
    to,
    `Bevestig uw nieuwe e-mailadres bij ${ctx.productName}`,
    [
      'Geachte heer, mevrouw,',
      `U heeft gevraagd dit e-mailadres te gebruiken voor uw account bij ${ctx.productName}. Via de link hieronder bevestigt u dat; daarna logt u in met dit adres. De link is ${EMAIL_CHANGE_LINK_HOURS} uur geldig en werkt één keer.`,
      'Heeft u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren; er verandert niets.',
    ],
    link,
  );
}

/**
 * To the new address when it already has an account: no link (the address stays with its own
 * account), the same notice registration sends in that case.
 */
export function emailInUseMail(to: string, ctx: MailContext): MailMessage {
  return compose(
    to,
    `E-mailadres bij ${ctx.productName}`,
    [
      'Geachte heer, mevrouw,',
      `Er is gevraagd dit e-mailadres te koppelen aan een ander account bij ${ctx.productName}. Dit adres hoort al bij een account, dus er is niets gewijzigd.`,
      'Heeft u dit niet zelf gedaan? Dan kunt u deze e-mail negeren.',
    ],
    `${ctx.publicUrl}/login`,
  );
}

/** To the old address: what was asked, without the link, and what to do if it was not you. */
export function emailChangeNoticeMail(to: string, newEmail: string, ctx: MailContext): MailMessage {
  return compose(
    to,
    `Wijziging van uw e-mailadres bij ${ctx.productName}`,
    [
      'Geachte heer, mevrouw,',
      `Er is gevraagd het e-mailadres van uw account bij ${ctx.productName} te wijzigen in ${newEmail}. De wijziging gaat pas in als de link in de e-mail aan dat adres wordt geopend; tot dan blijft dit adres gelden.`,
      'Heeft u dit niet zelf gedaan? Wijzig dan direct uw wachtwoord en neem contact met ons op.',
    ],
    `${ctx.publicUrl}/mijn-instellingen/persoonlijke-informatie`,
  );
}
