import type { MailMessage } from '../../../mail/mailer';
import { compose, type MailContext } from '../../../mail/templates';

/*
 * Notices of changes to how the investor logs in. Each says what to do when it was not them:
 * set a new password (the link), which also ends every session.
 */

const NOT_YOU =
  'Was u dit niet? Stel dan direct een nieuw wachtwoord in via de link hieronder en neem contact met ons op.';

const resetLink = (ctx: MailContext) => `${ctx.publicUrl}/wachtwoord-vergeten`;

export function passwordChangedMail(to: string, ctx: MailContext): MailMessage {
  return compose(
    to,
    `Uw wachtwoord is gewijzigd`,
    [
      'Geachte heer, mevrouw,',
      `Uw wachtwoord voor ${ctx.productName} is gewijzigd. Op uw andere apparaten bent u uitgelogd.`,
      NOT_YOU,
    ],
    resetLink(ctx),
  );
}

export function twoFactorEnabledMail(to: string, ctx: MailContext): MailMessage {
  return compose(
    to,
    'Tweestapsverificatie staat aan',
    [
      'Geachte heer, mevrouw,',
      `Tweestapsverificatie staat nu aan voor uw account bij ${ctx.productName}. Bij het inloggen vragen wij voortaan ook een code uit uw authenticator-app.`,
      'Bewaar uw herstelcodes op een veilige plek: daarmee logt u in als u uw telefoon niet bij de hand heeft.',
      NOT_YOU,
    ],
    resetLink(ctx),
  );
}

export function twoFactorDisabledMail(to: string, ctx: MailContext): MailMessage {
  return compose(
    to,
    'Tweestapsverificatie staat uit',
    [
      'Geachte heer, mevrouw,',
      `Tweestapsverificatie is uitgezet voor uw account bij ${ctx.productName}. Bij het inloggen vragen wij alleen nog uw wachtwoord.`,
      NOT_YOU,
    ],
    resetLink(ctx),
  );
}
