import { asc, eq } from 'drizzle-orm';
import {
  contractChanges,
  contractDepositVersions,
  contracts,
  dataExports,
  mandates,
  payments,
  sellOrders,
} from '../../db/schema';
import { sectionOf, type ExportSection } from './section';

export const mandatesSection = sectionOf(
  {
    name: 'machtigingen',
    title: 'SEPA-machtigingen',
    description:
      'De incassomachtigingen voor uw maandinleg: IBAN, rekeninghouder, aanbieder en status.',
  },
  {
    id: mandates.id,
    contractId: mandates.contractId,
    aanbieder: mandates.provider,
    kenmerk: mandates.providerMandateNumber,
    status: mandates.status,
    iban: mandates.iban,
    rekeninghouder: mandates.accountHolder,
    aangemaakt: mandates.createdAt,
    getekend: mandates.signedAt,
    opgezegd: mandates.cancelledAt,
    opgeschort: mandates.suspendedAt,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(mandates)
      .where(eq(mandates.userId, userId))
      .orderBy(asc(mandates.createdAt)),
);

export const paymentsSection = sectionOf(
  {
    name: 'betalingen',
    title: 'Betalingen',
    description: 'Uw iDEAL-betalingen: waarvoor, het bedrag, de status en wanneer betaald.',
  },
  {
    id: payments.id,
    contractId: payments.contractId,
    doel: payments.purpose,
    bedrag: payments.amount,
    status: payments.status,
    aanbieder: payments.provider,
    kenmerkAanbieder: payments.providerPaymentId,
    aangemaakt: payments.createdAt,
    betaald: payments.paidAt,
    transactieId: payments.transactionId,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt)),
);

export const contractChangesSection = sectionOf(
  {
    name: 'contractwijzigingen',
    title: 'Contractwijzigingen',
    description:
      'De wijzigingen die u aan een contract gaf (maandinleg, IBAN, uitkeringen), met wanneer ze ingingen.',
  },
  {
    id: contractChanges.id,
    contractId: contractChanges.contractId,
    onderdeel: contractChanges.option,
    actie: contractChanges.action,
    samenvatting: contractChanges.summary,
    ingangsdatum: contractChanges.effectiveFrom,
    machtigingId: contractChanges.mandateId,
    aangemaakt: contractChanges.createdAt,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(contractChanges)
      .innerJoin(contracts, eq(contracts.id, contractChanges.contractId))
      .where(eq(contracts.userId, userId))
      .orderBy(asc(contractChanges.id)),
);

export const depositVersionsSection = sectionOf(
  {
    name: 'maandinleg-versies',
    title: 'Maandinleg door de tijd',
    description: 'Welke maandinleg en incassodag vanaf welke datum gold (of een pauze).',
  },
  {
    contractId: contractDepositVersions.contractId,
    wijzigingId: contractDepositVersions.changeId,
    vanaf: contractDepositVersions.effectiveFrom,
    bedrag: contractDepositVersions.amount,
    incassodag: contractDepositVersions.day,
    gepauzeerdTot: contractDepositVersions.pausedUntil,
    aangemaakt: contractDepositVersions.createdAt,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(contractDepositVersions)
      .innerJoin(contracts, eq(contracts.id, contractDepositVersions.contractId))
      .where(eq(contracts.userId, userId))
      .orderBy(asc(contractDepositVersions.contractId), asc(contractDepositVersions.effectiveFrom)),
);

export const sellOrdersSection = sectionOf(
  {
    name: 'verkooporders',
    title: 'Verkooporders',
    description:
      'Uw opdrachten tot verkoop van participaties: wat u vroeg, de handelsdatum, de schatting en wat werd uitgevoerd en uitbetaald.',
  },
  {
    id: sellOrders.id,
    contractId: sellOrders.contractId,
    soort: sellOrders.kind,
    status: sellOrders.status,
    reden: sellOrders.reason,
    bedrag: sellOrders.amount,
    participaties: sellOrders.units,
    ontvangen: sellOrders.receivedAt,
    handelsdatum: sellOrders.dealingDate,
    uiterlijkeTijd: sellOrders.cutOff,
    afwikkeldatum: sellOrders.settlementDate,
    uitstapkosten: sellOrders.exitCostRate,
    iban: sellOrders.iban,
    geschatteOpbrengst: sellOrders.estimatedProceeds,
    uitgevoerd: sellOrders.executedAt,
    uitgevoerdeParticipaties: sellOrders.executedUnits,
    koers: sellOrders.executedNav,
    brutoOpbrengst: sellOrders.grossProceeds,
    kosten: sellOrders.exitCosts,
    nettoOpbrengst: sellOrders.netProceeds,
    uitbetaald: sellOrders.paidOutAt,
    beeindigd: sellOrders.endedAt,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(sellOrders)
      .innerJoin(contracts, eq(contracts.id, sellOrders.contractId))
      .where(eq(contracts.userId, userId))
      .orderBy(asc(sellOrders.receivedAt)),
);

export const MONEY_SECTIONS: readonly ExportSection[] = [
  mandatesSection,
  paymentsSection,
  contractChangesSection,
  depositVersionsSection,
  sellOrdersSection,
];

/** The exports of these data themselves (this one is recorded, and in the next). */
export const exportsSection = sectionOf(
  {
    name: 'downloads-van-uw-gegevens',
    title: 'Eerdere downloads van uw gegevens',
    description:
      'Wanneer u (of iemand namens u) uw gegevens downloadde, vanaf welk adres, met welke browser en hoe groot het bestand was.',
  },
  {
    gedownload: dataExports.createdAt,
    voltooid: dataExports.completedAt,
    grootteInBytes: dataExports.sizeBytes,
    doorGebruiker: dataExports.requestedBy,
    ipAdres: dataExports.ipAddress,
    browser: dataExports.userAgent,
  },
  ({ db, userId }, fields) =>
    db
      .select(fields)
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(asc(dataExports.createdAt)),
);
