import { and, asc, count, eq, isNull } from 'drizzle-orm';
import {
  accountSecurityEvents,
  emailChanges,
  impersonations,
  twoFactorRecoveryCodes,
  userTwoFactor,
} from '../../db/schema';
import { sectionOf, type ExportSection } from './section';

/** Whether two-step verification is on; never the secret, never the recovery codes. */
export const twoFactorSection: ExportSection = {
  name: 'tweestapsverificatie',
  title: 'Tweestapsverificatie',
  description:
    'Of tweestapsverificatie aan staat, sinds wanneer, en hoeveel herstelcodes nog ongebruikt zijn. De geheime sleutel en de herstelcodes zelf geven wij niet mee: ermee kan iemand anders inloggen.',
  columns: ['status', 'gestart', 'aangezet', 'herstelcodesOver'],
  async rows({ db, userId }) {
    const [state] = await db
      .select({ gestart: userTwoFactor.createdAt, aangezet: userTwoFactor.confirmedAt })
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId));
    if (!state) return [];
    const [unused] = await db
      .select({ left: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
    const on = state.aangezet !== null;
    return [
      {
        status: on ? 'aan' : 'gestart, nog niet bevestigd',
        gestart: state.gestart,
        aangezet: state.aangezet,
        herstelcodesOver: on ? (unused?.left ?? 0) : null,
      },
    ];
  },
};

export const securityEventsSection = sectionOf(
  {
    name: 'beveiliging',
    title: 'Beveiligingsgebeurtenissen',
    description:
      'Wat er aan de beveiliging van uw account gebeurde: wachtwoord gewijzigd, tweestapsverificatie aan- of uitgezet, een herstelcode gebruikt; wanneer, vanaf welk adres en met welke browser.',
  },
  {
    soort: accountSecurityEvents.kind,
    moment: accountSecurityEvents.occurredAt,
    ipAdres: accountSecurityEvents.ip,
    browser: accountSecurityEvents.userAgent,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(accountSecurityEvents)
      .where(eq(accountSecurityEvents.userId, userId))
      .orderBy(asc(accountSecurityEvents.id)),
);

export const emailChangesSection = sectionOf(
  {
    name: 'e-mailwijzigingen',
    title: 'Aanvragen van een nieuw e-mailadres',
    description:
      'Elk nieuw e-mailadres dat u aanvroeg: wanneer, tot wanneer de link geldig was, en of en wanneer het is bevestigd. De link zelf geven wij niet mee.',
  },
  {
    nieuwAdres: emailChanges.newEmail,
    aangevraagd: emailChanges.createdAt,
    geldigTot: emailChanges.expiresAt,
    vervallenOfGebruikt: emailChanges.usedAt,
    bevestigd: emailChanges.confirmedAt,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(emailChanges)
      .where(eq(emailChanges.userId, userId))
      .orderBy(asc(emailChanges.createdAt)),
);

/**
 * Every time an administrator viewed the portal as the investor (issue 21): when, why, in which
 * mode, and how it ended. The administrator's identity and the requests stay in the audit log.
 */
export const portalViewsSection = sectionOf(
  {
    name: 'bekeken-door-beheerder',
    title: 'Wie heeft uw gegevens bekeken',
    description:
      'Elke keer dat een medewerker van de Stichting uw portaal bekeek: wanneer, met welke reden, of dat alleen bekijken was of namens u handelen (met uw toestemmingscode), tot wanneer het kon duren en wanneer en waarom het eindigde. Zonder einde en met een verstreken "geldig tot": na 30 minuten vanzelf beëindigd.',
  },
  {
    begonnen: impersonations.startedAt,
    reden: impersonations.reason,
    modus: impersonations.mode,
    toestemming: impersonations.consentedAt,
    geldigTot: impersonations.expiresAt,
    beeindigd: impersonations.endedAt,
    hoeBeeindigd: impersonations.endReason,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(impersonations)
      .where(eq(impersonations.investorId, userId))
      .orderBy(asc(impersonations.startedAt)),
);

export const SECURITY_SECTIONS: readonly ExportSection[] = [
  twoFactorSection,
  securityEventsSection,
  emailChangesSection,
  portalViewsSection,
];
