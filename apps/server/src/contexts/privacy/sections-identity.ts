import { maskBsn, maskDocumentNumber } from '@bp/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  emailChanges,
  mailOutbox,
  personalDataChanges,
  personalInfo,
  relatedPersons,
  sessions,
  users,
} from '../../db/schema';
import { openText } from '../../security/sealed-text';
import { sealedFieldOf } from '../../security/sealed-fields';
import { sectionOf, type ExportSection } from './section';

/** A sealed value opened, or null when none was stored. */
const opened = (key: Buffer, sealed: Buffer | null, record: string) =>
  sealed === null ? null : openText(key, sealed, record);

/** Mail bodies can carry a one-time link: its token goes, the rest of the mail stays. */
export function withoutLinkTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&"'<>]+/g, '$1[verwijderd]');
}

export const account = sectionOf(
  {
    name: 'account',
    title: 'Account',
    description:
      'Uw account: e-mailadres, gebruikersnaam, status en data. Het wachtwoord zelf kennen wij niet (alleen een onomkeerbare hash, die niet wordt meegegeven).',
  },
  {
    id: users.id,
    email: users.email,
    gebruikersnaam: users.username,
    rol: users.role,
    status: users.status,
    aangemaakt: users.createdAt,
    bevestigd: users.confirmedAt,
  },
  ({ db, userId }, fields) => db.select(fields).from(users).where(eq(users.id, userId)),
);

export const personalInformation = sectionOf(
  {
    name: 'persoonlijke-gegevens',
    title: 'Persoonlijke gegevens',
    description:
      'Uw naam, adres, telefoonnummers, IBAN en identiteitsbewijs, met uw eigen BSN en documentnummer voluit.',
  },
  {
    initialen: personalInfo.initialen,
    tussenvoegsel: personalInfo.tussenvoegsel,
    achternaam: personalInfo.achternaam,
    geslacht: personalInfo.geslacht,
    geboortedatum: personalInfo.geboortedatum,
    bsn: personalInfo.bsnSealed,
    straatnaam: personalInfo.straatnaam,
    huisnummer: personalInfo.huisnummer,
    postcode: personalInfo.postcode,
    woonplaats: personalInfo.woonplaats,
    land: personalInfo.land,
    nationaliteit: personalInfo.nationaliteit,
    telefoonnummer: personalInfo.telefoonnummer,
    mobiel: personalInfo.mobiel,
    iban: personalInfo.iban,
    identiteitsbewijs: personalInfo.identiteitsbewijs,
    documentnummer: personalInfo.documentNumberSealed,
    geldigTot: personalInfo.geldigTot,
    aangemaakt: personalInfo.createdAt,
    gewijzigd: personalInfo.updatedAt,
  },
  async ({ db, userId, key }, fields) => {
    const rows = await db.select(fields).from(personalInfo).where(eq(personalInfo.userId, userId));
    return rows.map((row) => ({
      ...row,
      bsn: opened(key, row.bsn, sealedFieldOf.personalInfo(userId, 'bsn')),
      documentnummer: opened(
        key,
        row.documentnummer,
        sealedFieldOf.personalInfo(userId, 'document'),
      ),
    }));
  },
);

export const relations = sectionOf(
  {
    name: 'relaties',
    title: 'Relaties',
    description:
      'Uw partner en kinderen zoals u ze heeft opgegeven. Hun BSN en documentnummer zijn hun gegevens en staan hier gemaskeerd.',
  },
  {
    id: relatedPersons.id,
    relatie: relatedPersons.relation,
    initialen: relatedPersons.initialen,
    tussenvoegsel: relatedPersons.tussenvoegsel,
    achternaam: relatedPersons.achternaam,
    geslacht: relatedPersons.geslacht,
    geboortedatum: relatedPersons.geboortedatum,
    bsn: relatedPersons.bsnSealed,
    identiteitsbewijs: relatedPersons.identiteitsbewijs,
    documentnummer: relatedPersons.documentNumberSealed,
    geldigTot: relatedPersons.geldigTot,
  },
  async ({ db, userId, key }, fields) => {
    const rows = await db
      .select(fields)
      .from(relatedPersons)
      .where(eq(relatedPersons.userId, userId))
      .orderBy(asc(relatedPersons.id));
    return rows.map((row) => {
      const bsn = opened(key, row.bsn, sealedFieldOf.relatedPerson(row.id, 'bsn'));
      const document = opened(
        key,
        row.documentnummer,
        sealedFieldOf.relatedPerson(row.id, 'document'),
      );
      return {
        ...row,
        bsn: bsn === null ? null : maskBsn(bsn),
        documentnummer: document === null ? null : maskDocumentNumber(document),
      };
    });
  },
);

export const loginSessions = sectionOf(
  {
    name: 'sessies',
    title: 'Sessies',
    description:
      'Wanneer u bent ingelogd, tot wanneer een sessie gold, of hij is beëindigd en met welke browser. Geen sessiesleutels.',
  },
  {
    ingelogd: sessions.authenticatedAt,
    aangemaakt: sessions.createdAt,
    verlooptOp: sessions.expiresAt,
    beeindigd: sessions.revokedAt,
    verlengd: sessions.renewedAt,
    browser: sessions.userAgent,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
);

export const mailsSent = sectionOf(
  {
    name: 'e-mails',
    title: 'Verstuurde e-mails',
    description:
      'De e-mails die wij naar uw adres stuurden (of nog sturen), ook naar een eerder adres zolang het het uwe was, met onderwerp, status en tekst; de sleutel in een eenmalige link is weggelaten.',
  },
  {
    soort: mailOutbox.kind,
    aan: mailOutbox.recipient,
    onderwerp: mailOutbox.subject,
    status: mailOutbox.status,
    aangemaakt: mailOutbox.createdAt,
    verstuurd: mailOutbox.sentAt,
    tekst: mailOutbox.textBody,
  },
  async ({ db, userId, email }, fields) => {
    const periods = await addressPeriodsOf(db, userId, email);
    const addresses = [...new Set(periods.map((period) => period.address))];
    const rows = await db
      .select(fields)
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, addresses))
      .orderBy(asc(mailOutbox.id));
    return rows
      .filter((row) => periods.some((period) => heldAt(period, row.aan, row.aangemaakt)))
      .map((row) => ({ ...row, tekst: withoutLinkTokens(row.tekst) }));
  },
);

/** An address the account had (or asked for) from `from` up to `to` (null: open). */
interface AddressPeriod {
  address: string;
  from: Date | null;
  to: Date | null;
}

const heldAt = (period: AddressPeriod, address: string, at: Date) =>
  period.address === address &&
  (period.from === null || at >= period.from) &&
  (period.to === null || at <= period.to);

/** The mails of an e-mail change's request go out in its transaction, within this margin. */
const REQUEST_MAIL_MARGIN_MS = 60_000;

/**
 * The account's addresses over time, from its recorded e-mail changes: a former address up to
 * the change, the current one since it became the account's, and an address asked for only
 * for the mails of that request. An address can pass to another account later (or have been
 * another's before): their mails are not this investor's.
 */
async function addressPeriodsOf(
  db: Database,
  userId: string,
  email: string,
): Promise<AddressPeriod[]> {
  const changes = await db
    .select({ old: personalDataChanges.oldValue, at: personalDataChanges.changedAt })
    .from(personalDataChanges)
    .where(
      and(
        eq(personalDataChanges.userId, userId),
        eq(personalDataChanges.field, 'email'),
        isNull(personalDataChanges.relatedPersonId),
      ),
    )
    .orderBy(asc(personalDataChanges.changedAt), asc(personalDataChanges.id));
  const periods: AddressPeriod[] = [];
  let from: Date | null = null;
  for (const change of changes) {
    periods.push({ address: change.old, from, to: change.at });
    from = change.at;
  }
  periods.push({ address: email, from, to: null });
  const requests = await db
    .select({ address: emailChanges.newEmail, at: emailChanges.createdAt })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));
  for (const request of requests) {
    const to = new Date(request.at.getTime() + REQUEST_MAIL_MARGIN_MS);
    periods.push({ address: request.address, from: request.at, to });
  }
  return periods;
}

export const personalDataChangesSection = sectionOf(
  {
    name: 'wijzigingen-persoonsgegevens',
    title: 'Wijzigingen van persoonsgegevens',
    description:
      'Wat er aan uw persoonsgegevens of die van een relatie is gewijzigd: welk gegeven, oud en nieuw, wanneer en door wie.',
  },
  {
    relatieId: personalDataChanges.relatedPersonId,
    gegeven: personalDataChanges.field,
    oud: personalDataChanges.oldValue,
    nieuw: personalDataChanges.newValue,
    gewijzigd: personalDataChanges.changedAt,
    gewijzigdDoor: personalDataChanges.changedBy,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(personalDataChanges)
      .where(eq(personalDataChanges.userId, userId))
      .orderBy(asc(personalDataChanges.id)),
);

export const IDENTITY_SECTIONS: readonly ExportSection[] = [
  account,
  personalInformation,
  relations,
  loginSessions,
  mailsSent,
  personalDataChangesSection,
];
