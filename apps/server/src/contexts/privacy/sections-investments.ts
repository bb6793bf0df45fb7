import { asc, eq } from 'drizzle-orm';
import {
  contractHolders,
  contracts,
  funds,
  investmentApplications,
  offers,
  questionnaireAnswers,
  transactions,
  uploads,
} from '../../db/schema';
import { openText } from '../../security/sealed-text';
import { sealedApplicantOf } from '../onboarding';
import { applicantForExport } from './applicant';
import { documentPathOf } from './documents';
import { sectionOf, type ExportSection } from './section';

export const contractsSection = sectionOf(
  {
    name: 'contracten',
    title: 'Contracten',
    description:
      'Uw contracten: fonds, nummer, status, inleg, IBAN en uitkeringsbeleid, met de mede-houder (partner, kind of bedrijf).',
  },
  {
    contractId: contracts.id,
    contractnummer: contracts.contractNumber,
    omschrijving: contracts.description,
    fondscode: funds.code,
    fonds: funds.name,
    status: contracts.status,
    startdatum: contracts.startDate,
    einddatum: contracts.endDate,
    eersteInleg: contracts.initialDeposit,
    maandinleg: contracts.periodicDeposit,
    incassodag: contracts.periodicDepositDay,
    iban: contracts.iban,
    uitkeringsbeleid: contracts.distributionPolicy,
    medeHouder: contractHolders.role,
    medeHouderRelatieId: contractHolders.relatedPersonId,
    bedrijfsnaam: contractHolders.companyName,
    kvk: contractHolders.kvk,
    rsin: contractHolders.rsin,
    aangemaakt: contracts.createdAt,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .leftJoin(contractHolders, eq(contractHolders.contractId, contracts.id))
      .where(eq(contracts.userId, userId))
      .orderBy(asc(contracts.id)),
);

export const transactionsSection = sectionOf(
  {
    name: 'transacties',
    title: 'Transacties',
    description:
      'Alle boekingen op uw contracten: stortingen, aankopen, uitkeringen, kosten en verkopen, met bedrag, participaties en koers.',
  },
  {
    id: transactions.id,
    contractId: transactions.contractId,
    datum: transactions.tradeDate,
    soort: transactions.kind,
    bedrag: transactions.amount,
    participaties: transactions.units,
    koers: transactions.nav,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(transactions)
      .innerJoin(contracts, eq(contracts.id, transactions.contractId))
      .where(eq(contracts.userId, userId))
      .orderBy(asc(transactions.contractId), asc(transactions.tradeDate), asc(transactions.id)),
);

export const offersSection = sectionOf(
  {
    name: 'berekeningen',
    title: 'Berekeningen (offertes)',
    description: 'De berekeningen die u heeft bewaard: wat u invulde en wat eruit kwam.',
  },
  {
    id: offers.id,
    product: offers.productCode,
    omschrijving: offers.description,
    invoer: offers.request,
    uitkomst: offers.result,
    aangemaakt: offers.createdAt,
    gewijzigd: offers.updatedAt,
  },
  ({ db, userId }, fields) =>
    db.select(fields).from(offers).where(eq(offers.userId, userId)).orderBy(asc(offers.id)),
);

export const questionnaireSection = sectionOf(
  {
    name: 'vragenlijsten',
    title: 'Antwoorden op de risicovragenlijst',
    description:
      'Elke keer dat u de risicovragenlijst invulde: de antwoorden, de verklaringen, de scores en het risicoprofiel.',
  },
  {
    id: questionnaireAnswers.id,
    vragenlijst: questionnaireAnswers.questionnaireId,
    versie: questionnaireAnswers.version,
    antwoorden: questionnaireAnswers.answers,
    verklaringen: questionnaireAnswers.statements,
    scoreEen: questionnaireAnswers.scoreOne,
    scoreTwee: questionnaireAnswers.scoreTwo,
    risicoprofiel: questionnaireAnswers.profile,
    puntentelling: questionnaireAnswers.scoring,
    ingevuld: questionnaireAnswers.answeredAt,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.userId, userId))
      .orderBy(asc(questionnaireAnswers.id)),
);

export const applicationsSection = sectionOf(
  {
    name: 'aanvragen',
    title: 'Aanvragen',
    description:
      'Uw aanvragen voor een belegging: de aanvrager(s), de vragenlijst, de Wwft-vragen en de geaccepteerde fondsdocumenten. Uw eigen BSN staat er voluit, dat van anderen gemaskeerd.',
  },
  {
    id: investmentApplications.id,
    contractId: investmentApplications.contractId,
    route: investmentApplications.flow,
    aanvrager: investmentApplications.applicantType,
    gegevens: investmentApplications.applicantSealed,
    vragenlijst: investmentApplications.questionnaireId,
    vragenlijstversie: investmentApplications.questionnaireVersion,
    antwoorden: investmentApplications.answers,
    risicoprofiel: investmentApplications.profile,
    vereistProfiel: investmentApplications.requiredProfile,
    risicoErkend: investmentApplications.riskAcknowledged,
    pep: investmentApplications.pep,
    pepFunctie: investmentApplications.pepFunctie,
    herkomstVermogen: investmentApplications.herkomstVermogen,
    herkomstToelichting: investmentApplications.herkomstToelichting,
    geaccepteerdeDocumenten: investmentApplications.acceptedDocuments,
    documenten: investmentApplications.uploads,
    ingediend: investmentApplications.createdAt,
  },
  async ({ db, userId, key }, fields) => {
    const rows = await db
      .select(fields)
      .from(investmentApplications)
      .where(eq(investmentApplications.userId, userId))
      .orderBy(asc(investmentApplications.id));
    return rows.map((row) => ({
      ...row,
      gegevens: applicantForExport(
        JSON.parse(openText(key, row.gegevens, sealedApplicantOf(row.contractId, userId))),
      ),
    }));
  },
);

export const uploadsSection = sectionOf(
  {
    name: 'documenten',
    title: 'Geüploade documenten',
    description:
      'De documenten die u uploadde (zoals kopieën van uw identiteitsbewijs). De bestanden zelf staan ontsleuteld in de map documenten/.',
  },
  {
    id: uploads.id,
    naam: uploads.originalName,
    type: uploads.contentType,
    grootte: uploads.size,
    geupload: uploads.createdAt,
    gebruiktVoor: uploads.reference,
    bestand: uploads.id,
  },
  async ({ db, userId }, fields) => {
    const rows = await db
      .select(fields)
      .from(uploads)
      .where(eq(uploads.userId, userId))
      .orderBy(asc(uploads.createdAt), asc(uploads.id));
    return rows.map((row) => ({ ...row, bestand: documentPathOf(row.id, row.naam) }));
  },
);

export const INVESTMENT_SECTIONS: readonly ExportSection[] = [
  contractsSection,
  transactionsSection,
  offersSection,
  questionnaireSection,
  applicationsSection,
  uploadsSection,
];
