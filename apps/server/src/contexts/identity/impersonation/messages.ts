import { CONSENT_CODE, IMPERSONATION_MINUTES } from '@bp/domain';

export const IMPERSONATION_MESSAGES = {
  readOnly: (investorName: string) =>
    `U bekijkt het portaal als ${investorName}: alleen bekijken. Wijzigen kan pas namens de belegger, met een toestemmingscode die de belegger u voorleest.`,
  notOnBehalf:
    'Dit doet de belegger alleen zelf: wachtwoord, e-mailadres, tweestapsverificatie, IBAN, betalingen, verkopen en nieuwe beleggingen wijzigt u niet namens de belegger.',
  notAnInvestor: 'U kunt alleen het portaal van een belegger bekijken, niet dat van een beheerder.',
  unknownInvestor: 'Deze belegger bestaat niet.',
  noneRunning: 'U bekijkt op dit moment geen portaal van een belegger.',
  alreadyOnBehalf: 'U handelt al namens de belegger.',
  wrongConsentCode: `Toestemmingscode: de code is onjuist, verlopen of al gebruikt. Vraag de belegger om een nieuwe code (${CONSENT_CODE.digits} cijfers, ${CONSENT_CODE.validMinutes} minuten geldig).`,
  tooManyConsentAttempts:
    'Te veel onjuiste codes. Vraag de belegger over 15 minuten om een nieuwe code.',
  notWhileImpersonating: 'Dit kan alleen de belegger zelf.',
  expiresAfter: `De weergave stopt vanzelf na ${IMPERSONATION_MINUTES} minuten.`,
} as const;
