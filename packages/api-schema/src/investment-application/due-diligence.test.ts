import {
  calendarDate,
  DOCUMENT_NUMBER_MESSAGES,
  DUE_DILIGENCE_MESSAGES,
  IDENTITY_DOCUMENT_COUNTRY_MESSAGES,
} from '@bp/domain';
import { describe, expect, it } from 'vitest';
import type { z } from '../zod-nl';
import { investmentApplicationSchemaOn, type InvestmentApplicationInput } from './application';
import {
  FIXTURE_TODAY,
  UPLOAD_IDS,
  applicationInput,
  dueDiligenceInput,
  mijnInput,
} from './test-fixtures';

const schema = investmentApplicationSchemaOn(calendarDate(FIXTURE_TODAY));
type Input = InvestmentApplicationInput;

function issues(input: unknown): { path: string; message: string }[] {
  const parsed: z.ZodSafeParseResult<unknown> = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const withDueDiligence = (dueDiligence: unknown, initialDeposit = '5000.00'): unknown => ({
  ...applicationInput(),
  investment: { ...applicationInput().investment, initialDeposit },
  dueDiligence,
});

const withDocument = (document: Partial<ReturnType<typeof mijnInput>>): Input => ({
  ...applicationInput(),
  applicant: { type: 'mijn', mijn: { ...mijnInput(), ...document } },
});

describe('dueDiligence: the PEP question and the origin of the money (Wwft)', () => {
  it('keeps the answers, normalised', () => {
    const parsed = schema.parse(
      withDueDiligence({
        pep: true,
        pepFunctie: '  Mijn vader is burgemeester van Zeist. ',
        herkomstVermogen: 'anders',
        herkomstToelichting: 'Prijs in de loterij',
      }),
    );
    expect(parsed.dueDiligence).toEqual({
      pep: true,
      pepFunctie: 'Mijn vader is burgemeester van Zeist.',
      herkomstVermogen: 'anders',
      herkomstToelichting: 'Prijs in de loterij',
      bewijsUpload: null,
    });
  });

  it('asks both questions of an application without them, in Dutch', () => {
    const { dueDiligence: _left, ...without } = applicationInput();
    expect(issues(without)).toEqual([
      { path: 'dueDiligence', message: DUE_DILIGENCE_MESSAGES.missing },
    ]);
    expect(issues(withDueDiligence({}))).toEqual([
      { path: 'dueDiligence.pep', message: DUE_DILIGENCE_MESSAGES.pep },
      { path: 'dueDiligence.herkomstVermogen', message: DUE_DILIGENCE_MESSAGES.herkomstVermogen },
    ]);
  });

  it('asks the function of a PEP, and the description of "anders"', () => {
    expect(issues(withDueDiligence({ pep: true, herkomstVermogen: 'anders' }))).toEqual([
      { path: 'dueDiligence.pepFunctie', message: DUE_DILIGENCE_MESSAGES.pepFunctieEmpty },
      {
        path: 'dueDiligence.herkomstToelichting',
        message: DUE_DILIGENCE_MESSAGES.herkomstToelichtingEmpty,
      },
    ]);
  });

  it('refuses a function or a description the answers do not ask for', () => {
    const answers = { ...dueDiligenceInput(), pepFunctie: 'Wethouder', herkomstToelichting: 'x' };
    expect(issues(withDueDiligence(answers))).toEqual([
      { path: 'dueDiligence.pepFunctie', message: DUE_DILIGENCE_MESSAGES.pepFunctieNotAsked },
      {
        path: 'dueDiligence.herkomstToelichting',
        message: DUE_DILIGENCE_MESSAGES.herkomstToelichtingNotAsked,
      },
    ]);
  });

  it('refuses an origin outside the list', () => {
    expect(issues(withDueDiligence({ pep: false, herkomstVermogen: 'loterij' }))).toEqual([
      { path: 'dueDiligence.herkomstVermogen', message: DUE_DILIGENCE_MESSAGES.herkomstVermogen },
    ]);
  });

  it('asks evidence for a first deposit from € 25.000, and takes it when given', () => {
    expect(issues(withDueDiligence(dueDiligenceInput(), '24999.99'))).toEqual([]);
    expect(issues(withDueDiligence(dueDiligenceInput(), '25000.00'))).toEqual([
      { path: 'dueDiligence.bewijsUpload', message: DUE_DILIGENCE_MESSAGES.bewijsUpload },
    ]);
    const withEvidence = { ...dueDiligenceInput(), bewijsUpload: UPLOAD_IDS.herkomstBewijs };
    expect(issues(withDueDiligence(withEvidence, '25000.00'))).toEqual([]);
  });
});

describe('the identity document per type and issuing country', () => {
  it('reads an absent country as NL, with the strict Dutch format', () => {
    const parsed = schema.parse(applicationInput());
    expect(parsed.applicant.type === 'mijn' && parsed.applicant.mijn.identiteitsbewijsLand).toBe(
      'NL',
    );
    expect(issues(withDocument({ identiteitsbewijsCard: 'C01X00T47' }))).toEqual([
      {
        path: 'applicant.mijn.identiteitsbewijsCard',
        message: DOCUMENT_NUMBER_MESSAGES.invalid,
      },
    ]);
  });

  it('accepts a German passport and a Belgian identity card', () => {
    const german = schema.parse(
      withDocument({
        identiteitsbewijs: 'paspoort',
        identiteitsbewijsLand: 'de',
        identiteitsbewijsCard: 'c01x00t47',
      }),
    );
    expect(german.applicant.type === 'mijn' && german.applicant.mijn).toMatchObject({
      identiteitsbewijsLand: 'DE',
      identiteitsbewijsCard: 'C01X00T47',
    });
    const belgian = schema.parse(
      withDocument({
        identiteitsbewijs: 'identiteitskaart',
        identiteitsbewijsLand: 'BE',
        identiteitsbewijsCard: '592-1234567-89',
      }),
    );
    expect(belgian.applicant.type === 'mijn' && belgian.applicant.mijn).toMatchObject({
      identiteitsbewijsCard: '592123456789',
    });
  });

  it('refuses an identity card from the United States at its country', () => {
    expect(
      issues(
        withDocument({
          identiteitsbewijs: 'identiteitskaart',
          identiteitsbewijsLand: 'US',
          identiteitsbewijsCard: '123456789',
        }),
      ),
    ).toEqual([
      {
        path: 'applicant.mijn.identiteitsbewijsLand',
        message: IDENTITY_DOCUMENT_COUNTRY_MESSAGES.identityCardOutsideEuEea,
      },
    ]);
  });
});
