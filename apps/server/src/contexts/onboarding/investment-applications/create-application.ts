import type { InvestmentApplicationResponse } from '@bp/api-schema';
import {
  dateParts,
  DISTRIBUTION_POLICY_OF_STOCK,
  euro,
  formatEuro,
  todayInAmsterdam,
  type CalendarDate,
  type FundFlow,
  CONTRACT_STATUS,
} from '@bp/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { contractHolders, contracts, investmentApplications, users } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { FieldProblems } from '../../../http/problem';
import { contractCreatedMail } from '../../../mail/templates';
import { sealText } from '../../../security/sealed-text';
import { claimUploads } from '../uploads/claim-uploads';
import { uploadClaims } from './application-parts';
import { BSN_HELD_ELSEWHERE_MESSAGE } from '@bp/domain';
import { checkKnownPersons, recordChanges } from './known-persons';
import { dueDiligenceColumns, dueDiligenceUploadClaims } from './due-diligence';
import { saveRelation } from '../../identity';
import { saveInvestor } from './personal-data';
import type { CheckedApplication } from './server-checks';

export type ApplicationDeps = Pick<
  AppContext,
  'db' | 'clock' | 'config' | 'mailOutbox' | 'mailContext'
>;

/** The country part of a contract number, as the existing contracts have it (NL-2019-001234). */
const CONTRACT_NUMBER_PREFIX: Readonly<Record<FundFlow, string>> = {
  nederlands: 'NL',
  duits: 'DE',
  american: 'US',
  leningenfonds: 'LF',
};

/**
 * The monthly deposit's collection day: the day of the month the contract starts, at most the
 * 28th (every month has it; the contracts table allows 1–28). The collection job collects from
 * the month after the start, the first deposit pays the month the contract starts in.
 */
export function collectionDayFor(startDate: CalendarDate): number {
  return Math.min(dateParts(startDate).day, 28);
}

/** The associated data of an application's sealed applicant JSON. */
export const sealedApplicantOf = (contractId: number, userId: string) =>
  `investment_applications:${contractId}:${userId}:applicant`;

/**
 * The whole application in ONE transaction: the known persons checked (known-persons.ts: a
 * BSN of another account refused, differences with known data only when confirmed, and then
 * recorded), the contract (awaiting payment), the investor's
 * personal information, the partner or child as a relation and the contract's other holder,
 * the uploads claimed, the application (questionnaire result, encrypted applicant data) and
 * the mail. Any failure (an upload that is not the caller's, the database) leaves nothing.
 */
export async function createApplication(
  deps: ApplicationDeps,
  userId: string,
  checked: CheckedApplication,
): Promise<InvestmentApplicationResponse> {
  const { application, fund, facts, score } = checked;
  const { investment, applicant, questionnaire } = application;
  const now = deps.clock.now();
  const today = todayInAmsterdam(now);
  const key = deps.config.dataEncryptionKey;
  const amountDue = euro(investment.initialDeposit ?? '0').toFixed(2);

  const created = await deps.db
    .transaction(async (tx) => {
      const known = await checkKnownPersons(
        tx,
        key,
        userId,
        applicant,
        application.confirmPersonalDataChanges === true,
      );
      const [contract] = await tx
        .insert(contracts)
        .values({
          userId,
          fundId: fund.id,
          contractNumber: newContractNumber(application.flow, today),
          description: investment.description,
          startDate: today,
          status: CONTRACT_STATUS.awaitingPayment,
          initialDeposit: amountDue,
          periodicDeposit: investment.periodicDeposit ?? null,
          periodicDepositDay: investment.periodicDeposit ? collectionDayFor(today) : null,
          iban: ibanOf(application.applicant),
          distributionPolicy: DISTRIBUTION_POLICY_OF_STOCK[investment.stock],
          createdAt: now,
        })
        .returning({ id: contracts.id, contractNumber: contracts.contractNumber });
      if (!contract) throw new Error('The contract was not stored');

      if (applicant.type !== 'company') {
        await saveInvestor(tx, key, userId, applicant.mijn, now);
      }
      if (applicant.type === 'partner' || applicant.type === 'child') {
        const person = applicant.type === 'partner' ? applicant.partner : applicant.child;
        const relatedPersonId = await saveRelation(
          tx,
          key,
          userId,
          applicant.type === 'partner' ? 'partner' : 'kind',
          person,
          known.relationId,
        );
        await tx
          .insert(contractHolders)
          .values({ contractId: contract.id, role: applicant.type, relatedPersonId });
      }
      if (applicant.type === 'company') {
        const { company } = applicant;
        await tx.insert(contractHolders).values({
          contractId: contract.id,
          role: 'company',
          companyName: company.naamBedrijf,
          kvk: company.kvk,
          rsin: company.rsin,
        });
      }

      await recordChanges(tx, userId, known.changes, now);

      const uploads = [
        ...uploadClaims(applicant),
        ...dueDiligenceUploadClaims(application.dueDiligence),
      ];
      const [stored] = await tx
        .insert(investmentApplications)
        .values({
          userId,
          contractId: contract.id,
          flow: application.flow,
          applicantType: applicant.type,
          questionnaireId: questionnaire.id,
          questionnaireVersion: score.questionnaireVersion,
          answers: questionnaire.answers,
          scoreOne: score.scoreOne,
          scoreTwo: score.scoreTwo,
          profile: score.profile,
          requiredProfile: facts.requiredRiskProfile,
          riskAcknowledged: questionnaire.riskAcknowledged,
          scoring: {
            points: score.points,
            score: score.score,
            scoredProfile: score.scoredProfile,
            knowledgeScore: score.knowledgeScore,
            knockOuts: score.knockOuts.map((knockOut) => knockOut.code),
          },
          applicantSealed: sealText(
            key,
            JSON.stringify(applicant),
            sealedApplicantOf(contract.id, userId),
          ),
          uploads,
          createdAt: now,
          ...dueDiligenceColumns(application.dueDiligence),
          acceptedDocuments: application.acceptedDocuments ?? null,
        })
        .returning({ id: investmentApplications.id });
      if (!stored) throw new Error('The application was not stored');
      await claimUploads(tx, userId, uploads, `application:${stored.id}`, now);

      await enqueueConfirmation(deps, tx, userId, {
        contractNumber: contract.contractNumber,
        contractId: contract.id,
        amountDue: euro(amountDue).gt(0) ? formatEuro(amountDue) : null,
      });
      return contract;
    })
    .catch((error: unknown) => {
      // Another account stored the same BSN at the same moment: the unique index let one in.
      if (isUniqueViolation(error, 'personal_info_bsn_hash_unique')) {
        throw new FieldProblems([
          { field: 'applicant/mijn/bsn', message: BSN_HELD_ELSEWHERE_MESSAGE },
        ]);
      }
      throw error;
    });
  deps.mailOutbox.wake();
  return {
    contractId: created.id,
    ContractID: created.id,
    status: CONTRACT_STATUS.awaitingPayment,
    amountDue,
  };
}

/**
 * <land>-<jaar>-<nnnnnn>, the format of the existing contracts, numbered from one sequence for
 * all funds (migration 0010, from 100001: far above the demo's numbers), so concurrent
 * applications never clash. A rolled-back application leaves a gap, which is harmless.
 */
function newContractNumber(flow: FundFlow, today: CalendarDate): SQL<string> {
  const start = `${CONTRACT_NUMBER_PREFIX[flow]}-${dateParts(today).year}-`;
  return sql<string>`${start} || lpad(nextval('contract_number_seq')::text, 6, '0')`;
}

/** The account the deposits come from: the investor's own, or the company's. */
function ibanOf(applicant: CheckedApplication['application']['applicant']): string {
  return applicant.type === 'company' ? applicant.company.iban : applicant.mijn.iban;
}

async function enqueueConfirmation(
  deps: ApplicationDeps,
  tx: Database,
  userId: string,
  contract: { contractNumber: string; contractId: number; amountDue: string | null },
): Promise<void> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error('The applicant has no account');
  await deps.mailOutbox.enqueue(tx, {
    kind: 'contract-created',
    ...contractCreatedMail(user.email, contract, deps.mailContext),
  });
}
