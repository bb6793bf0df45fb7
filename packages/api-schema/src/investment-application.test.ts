import {
  AGE_MESSAGES,
  APPLICANT_BLOCKS,
  APPLICANT_TYPES,
  APPLICATION_DATE_MESSAGES,
  APPLICATION_FIELD_MESSAGES,
  BSN_MESSAGES,
  DOCUMENT_NUMBER_MESSAGES,
  DUPLICATE_BSN_MESSAGE,
  FUND_FLOWS,
  HOUSE_NUMBER_MESSAGES,
  IBAN_MESSAGES,
  INITIALS_MESSAGES,
  KVK_MESSAGES,
  IDEAL_MAXIMUM_MESSAGE,
  NO_DEPOSIT_MESSAGE,
  PHONE_MESSAGES,
  POSTCODE_MESSAGES,
  QUESTIONNAIRE_ID_BY_FLOW,
  RSIN_MESSAGES,
  TAX_RESIDENCE_MESSAGES,
  TUSSENVOEGSEL_MESSAGES,
  US_TIN_MESSAGES,
  calendarDate,
  maximumAmountMessage,
} from '@bp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  investmentApplicationResponseSchema,
  investmentApplicationSchema,
  investmentApplicationSchemaOn,
  investmentApplicationSchemasOn,
  investmentStepSchema,
  type InvestmentApplicationInput,
} from './investment-application';
import {
  FIXTURE_TODAY,
  UPLOAD_IDS,
  applicationInput,
  childInput,
  companyInput,
  mijnInput,
  partnerInput,
} from './investment-application/test-fixtures';
import { z } from './zod-nl';

const today = calendarDate(FIXTURE_TODAY);
const schema = investmentApplicationSchemaOn(today);
const schemas = investmentApplicationSchemasOn(today);

type Input = InvestmentApplicationInput;
type Issue = { path: string; message: string };

function issuesOf(parse: z.ZodSafeParseResult<unknown>): Issue[] {
  return parse.success
    ? []
    : parse.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const issues = (input: unknown): Issue[] => issuesOf(schema.safeParse(input));

function withApplicant(applicant: Input['applicant'], flow: Input['flow'] = 'nederlands'): Input {
  return {
    ...applicationInput(),
    flow,
    questionnaire: { ...applicationInput().questionnaire, id: QUESTIONNAIRE_ID_BY_FLOW[flow] },
    applicant,
  };
}

type Mijn = ReturnType<typeof mijnInput>;
const withMijn = (patch: Partial<Mijn>): Input =>
  withApplicant({ type: 'mijn', mijn: { ...mijnInput(), ...patch } });
const withMijnTax = (patch: Partial<Mijn['abroadTax']>): Input =>
  withMijn({ abroadTax: { ...mijnInput().abroadTax, ...patch } });
type Company = ReturnType<typeof companyInput>;
const withCompany = (patch: Partial<Company>): Input =>
  withApplicant({ type: 'company', company: { ...companyInput(), ...patch } });

const one = (path: string, message: string): Issue[] => [{ path, message }];

const applicants: Record<(typeof APPLICANT_TYPES)[number], Input['applicant']> = {
  mijn: { type: 'mijn', mijn: mijnInput() },
  partner: { type: 'partner', mijn: mijnInput(), partner: partnerInput() },
  child: { type: 'child', mijn: mijnInput(), child: childInput() },
  company: { type: 'company', company: companyInput() },
};

describe('investmentApplicationSchema: complete applications', () => {
  it('accepts the issue example as written, kind and stock taking their defaults', () => {
    const example = {
      flow: 'nederlands',
      investment: { initialDeposit: '5000.00', periodicDeposit: '100.00', description: 'Pensioen' },
      questionnaire: { id: 1, answers: [{ questionId: 1, answerId: 2 }], riskAcknowledged: true },
      applicant: { type: 'mijn', mijn: mijnInput() },
      dueDiligence: { pep: false, herkomstVermogen: 'salaris' },
    };
    const parsed = schema.parse(example);
    expect(parsed.investment).toEqual({
      initialDeposit: '5000.00',
      periodicDeposit: '100.00',
      description: 'Pensioen',
      kind: 'beide',
      stock: 'stock',
    });
  });

  for (const flow of FUND_FLOWS) {
    for (const type of APPLICANT_TYPES) {
      it(`accepts ${type} in the ${flow} flow`, () => {
        const parsed = schema.safeParse(withApplicant(applicants[type], flow));
        expect(issuesOf(parsed)).toEqual([]);
        expect(parsed.data?.applicant.type).toBe(type);
      });
    }
  }

  it('returns every number in its stored form', () => {
    const parsed = schema.parse(withApplicant(applicants.partner));
    if (parsed.applicant.type !== 'partner') throw new Error('partner expected');
    expect(parsed.applicant.mijn).toMatchObject({
      initialen: 'J.P.',
      bsn: '111222333',
      postcode: '1234AB',
      huisnummer: '12a',
      land: 'NL',
      telefoonnummer: '+31301234567',
      mobiel: '+31612345678',
      iban: 'NL91ABNA0417164300',
    });
    expect(parsed.applicant.partner).toMatchObject({
      initialen: 'M.',
      tussenvoegsel: '',
      telefoonnummer: null,
      mobiel: '+31687654321',
    });
  });

  it('takes amounts as decimal strings with two decimals, either deposit alone', () => {
    const only = (investment: Input['investment']) =>
      schema.parse({ ...applicationInput(), investment }).investment;
    const oneOff = only({ initialDeposit: '250', description: '' });
    expect(oneOff.initialDeposit).toBe('250.00');
    expect(oneOff.periodicDeposit).toBeUndefined();
    expect(only({ periodicDeposit: '50.5', initialDeposit: null })).toMatchObject({
      initialDeposit: null,
      periodicDeposit: '50.50',
      description: '',
    });
  });

  it('normalises the US TIN of a US person to 9 digits', () => {
    const parsed = schema.parse(
      withMijn({
        uitsluitend: false,
        abroadTax: {
          ...mijnInput().abroadTax,
          taxUS: true,
          taxIdentificationNumberUS: '123-45-6789',
        },
      }),
    );
    expect(parsed.applicant.type === 'mijn' && parsed.applicant.mijn.abroadTax).toMatchObject({
      taxUS: true,
      taxIdentificationNumberUS: '123456789',
    });
  });

  it('accepts a mobile number abroad and stores it as E.164', () => {
    const parsed = schema.parse(
      withMijn({ mobiel: '+49 151 23456789', telefoonnummer: '0049 30 1234567' }),
    );
    expect(parsed.applicant.type === 'mijn' && parsed.applicant.mijn).toMatchObject({
      mobiel: '+4915123456789',
      telefoonnummer: '+49301234567',
    });
  });

  it('accepts a mobile number abroad for a contact person', () => {
    const contactPerson = { ...companyInput().contactPerson, mobiel: '+32 470 12 34 56' };
    const parsed = schema.parse(withCompany({ contactPerson }));
    expect(
      parsed.applicant.type === 'company' && parsed.applicant.company.contactPerson.mobiel,
    ).toBe('+32470123456');
  });

  it('accepts a foreign address with its own postcode', () => {
    const address = {
      postcode: '10115',
      huisnummer: '7',
      straatnaam: 'Invalidenstraße',
      woonplaats: 'Berlin',
      land: 'de',
    };
    const parsed = schema.parse(withMijn(address));
    expect(parsed.applicant.type === 'mijn' && parsed.applicant.mijn).toMatchObject({
      ...address,
      land: 'DE',
    });
  });
});

describe('investmentApplicationSchema: one Dutch error per rule, at its field', () => {
  it.each([
    ['BSN 11-proef', { bsn: '123456789' }, 'applicant.mijn.bsn', BSN_MESSAGES.invalid],
    ['BSN length', { bsn: '1234567' }, 'applicant.mijn.bsn', BSN_MESSAGES.length],
    ['postcode', { postcode: '1234 SS' }, 'applicant.mijn.postcode', POSTCODE_MESSAGES.invalid],
    [
      'house number',
      { huisnummer: 'a12' },
      'applicant.mijn.huisnummer',
      HOUSE_NUMBER_MESSAGES.invalid,
    ],
    [
      'foreign postcode',
      { land: 'BE', postcode: '' },
      'applicant.mijn.postcode',
      APPLICATION_FIELD_MESSAGES.foreignPostcode,
    ],
    [
      'street',
      { straatnaam: ' ' },
      'applicant.mijn.straatnaam',
      APPLICATION_FIELD_MESSAGES.straatnaamEmpty,
    ],
    ['IBAN mod 97', { iban: 'NL91ABNA0417164301' }, 'applicant.mijn.iban', IBAN_MESSAGES.invalid],
    [
      'IBAN outside SEPA',
      { iban: 'TR330006100519786457841326' },
      'applicant.mijn.iban',
      IBAN_MESSAGES.notSepa,
    ],
    ['mobile is 06', { mobiel: '020 123 4567' }, 'applicant.mijn.mobiel', PHONE_MESSAGES.notMobile],
    [
      'mobile too short',
      { mobiel: '0612' },
      'applicant.mijn.mobiel',
      PHONE_MESSAGES.dutchTooShort(4),
    ],
    [
      'mobile abroad, unknown country code',
      { mobiel: '+999 1234567' },
      'applicant.mijn.mobiel',
      PHONE_MESSAGES.unknownCountry,
    ],
    [
      'phone number',
      { telefoonnummer: '0900 1234567' },
      'applicant.mijn.telefoonnummer',
      PHONE_MESSAGES.invalid,
    ],
    ['initials', { initialen: 'J1' }, 'applicant.mijn.initialen', INITIALS_MESSAGES.invalid],
    [
      'tussenvoegsel',
      { tussenvoegsel: 'van der van de' },
      'applicant.mijn.tussenvoegsel',
      TUSSENVOEGSEL_MESSAGES.invalid,
    ],
    [
      'surname',
      { achternaam: '' },
      'applicant.mijn.achternaam',
      APPLICATION_FIELD_MESSAGES.achternaamEmpty,
    ],
    [
      'gender',
      { geslacht: 'm' as never },
      'applicant.mijn.geslacht',
      APPLICATION_FIELD_MESSAGES.geslacht,
    ],
    [
      'nationality',
      { nationaliteit: 'Nederlands' },
      'applicant.mijn.nationaliteit',
      APPLICATION_FIELD_MESSAGES.nationaliteit,
    ],
    [
      'document type',
      { identiteitsbewijs: 'bibliotheekpas' as never },
      'applicant.mijn.identiteitsbewijs',
      APPLICATION_FIELD_MESSAGES.identiteitsbewijs,
    ],
    [
      'passport number',
      { identiteitsbewijsCard: 'XR1001R5' },
      'applicant.mijn.identiteitsbewijsCard',
      DOCUMENT_NUMBER_MESSAGES.invalid,
    ],
    [
      'driving licence number',
      { identiteitsbewijs: 'rijbewijs', identiteitsbewijsCard: 'XR1001R58' },
      'applicant.mijn.identiteitsbewijsCard',
      DOCUMENT_NUMBER_MESSAGES.invalidDrivingLicence,
    ],
    [
      'copy of the document',
      { kopie: { voorkant: UPLOAD_IDS.voorkant, achterkant: 'scan.pdf' } },
      'applicant.mijn.kopie.achterkant',
      APPLICATION_FIELD_MESSAGES.kopieAchterkant,
    ],
    [
      'geldigTot today',
      { geldigTot: FIXTURE_TODAY },
      'applicant.mijn.geldigTot',
      APPLICATION_DATE_MESSAGES.expired,
    ],
    [
      '18th birthday tomorrow',
      { geboortedatum: '2008-11-25' },
      'applicant.mijn.geboortedatum',
      AGE_MESSAGES.mijn,
    ],
    [
      'uitsluitend',
      { uitsluitend: 'ja' as never },
      'applicant.mijn.uitsluitend',
      APPLICATION_FIELD_MESSAGES.uitsluitend,
    ],
  ] satisfies [string, Partial<Mijn>, string, string][])('%s', (_rule, patch, path, message) => {
    expect(issues(withMijn(patch))).toEqual(one(path, message));
  });

  it('accepts geldigTot tomorrow and an 18th birthday today', () => {
    expect(issues(withMijn({ geldigTot: '2026-11-25', geboortedatum: '2008-11-24' }))).toEqual([]);
  });

  it.each([
    [
      'US person without TIN',
      { taxUS: true },
      'applicant.mijn.abroadTax.taxIdentificationNumberUS',
      US_TIN_MESSAGES.empty,
    ],
    [
      'US TIN of 8 digits',
      { taxUS: true, taxIdentificationNumberUS: '12345678' },
      'applicant.mijn.abroadTax.taxIdentificationNumberUS',
      US_TIN_MESSAGES.invalid,
    ],
    [
      'no country of residence',
      { taxNL: false },
      'applicant.mijn.abroadTax.taxNL',
      TAX_RESIDENCE_MESSAGES.noResidence,
    ],
    [
      'NL among the foreign countries',
      { taxAbroad: true, country: 'NL', taxIdentificationNumber: '111222333' },
      'applicant.mijn.abroadTax.country',
      TAX_RESIDENCE_MESSAGES.netherlandsListed,
    ],
    [
      'foreign country without TIN',
      { taxAbroad: true, country: 'BE', taxIdentificationNumber: '' },
      'applicant.mijn.abroadTax.taxIdentificationNumber',
      TAX_RESIDENCE_MESSAGES.foreignTinEmpty,
    ],
    [
      'born in the US, citizenship not answered',
      { bornUS: true },
      'applicant.mijn.abroadTax.usCitizen',
      TAX_RESIDENCE_MESSAGES.usCitizenUnanswered,
    ],
    [
      'born question unanswered',
      { bornUS: undefined as never },
      'applicant.mijn.abroadTax.bornUS',
      APPLICATION_FIELD_MESSAGES.bornUS,
    ],
  ] satisfies [string, Partial<Mijn['abroadTax']>, string, string][])(
    '%s',
    (_rule, patch, path, message) => {
      // Residence abroad contradicts uitsluitend; these cases are about the block alone.
      expect(
        issues(withMijn({ uitsluitend: false, abroadTax: { ...mijnInput().abroadTax, ...patch } })),
      ).toEqual(one(path, message));
    },
  );

  it('wants the CLN and both passport sides from someone born in the US without citizenship', () => {
    expect(issues(withMijnTax({ bornUS: true, usCitizen: false }))).toEqual([
      { path: 'applicant.mijn.abroadTax.CLN', message: TAX_RESIDENCE_MESSAGES.clnRequired },
      {
        path: 'applicant.mijn.abroadTax.passport.voorkant',
        message: TAX_RESIDENCE_MESSAGES.passportFrontRequired,
      },
      {
        path: 'applicant.mijn.abroadTax.passport.achterkant',
        message: TAX_RESIDENCE_MESSAGES.passportBackRequired,
      },
    ]);
  });

  it('takes abroadTax and the address under the spec’s names (§3 "Application data")', () => {
    const parsed = schema.parse(
      withApplicant({
        type: 'child',
        mijn: {
          ...mijnInput(),
          uitsluitend: false,
          abroadTax: {
            taxNL: true,
            taxAbroad: true,
            country: 'BE',
            taxIdentificationNumber: '85073003328',
            furtherTaxResidencies: [{ country: 'DE', taxIdentificationNumber: '12345678903' }],
            taxUS: false,
            bornUS: false,
          },
        },
        child: childInput(),
      }),
    );
    if (parsed.applicant.type !== 'child') throw new Error('child expected');
    expect(parsed.applicant.mijn).toMatchObject({
      postcode: '1234AB',
      huisnummer: '12a',
      straatnaam: 'Dorpsstraat',
      woonplaats: 'Utrecht',
      land: 'NL',
      abroadTax: {
        taxNL: true,
        taxAbroad: true,
        country: 'BE',
        taxIdentificationNumber: '85073003328',
        furtherTaxResidencies: [{ country: 'DE', taxIdentificationNumber: '12345678903' }],
      },
    });
    expect(parsed.applicant.child.abroadTax).toMatchObject({
      bornUS: true,
      copyCLN: true,
      CLN: UPLOAD_IDS.cln,
      copyPassport: true,
      passport: {
        voorkant: UPLOAD_IDS.passportVoorkant,
        achterkant: UPLOAD_IDS.passportAchterkant,
      },
    });
  });

  it('refuses the old names: a nested address, taxResidentNL, clnCopy, passportCopy', () => {
    const old = {
      ...mijnInput(),
      address: {
        postcode: '1234AB',
        huisnummer: '1',
        straatnaam: 'A',
        woonplaats: 'B',
        land: 'NL',
      },
      abroadTax: { ...mijnInput().abroadTax, taxResidentNL: true, clnCopy: UPLOAD_IDS.cln },
    };
    const paths = issues(withMijn(old as never)).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['applicant.mijn', 'applicant.mijn.abroadTax']));
  });

  it('wants a country and TIN when taxAbroad, and none when not', () => {
    expect(issues(withMijnTax({ taxNL: false, taxAbroad: true }))).toEqual([
      {
        path: 'applicant.mijn.abroadTax.country',
        message: TAX_RESIDENCE_MESSAGES.foreignCountryEmpty,
      },
      {
        path: 'applicant.mijn.abroadTax.taxIdentificationNumber',
        message: TAX_RESIDENCE_MESSAGES.foreignTinEmpty,
      },
    ]);
    expect(issues(withMijnTax({ country: 'BE' }))).toEqual(
      one('applicant.mijn.abroadTax.taxAbroad', TAX_RESIDENCE_MESSAGES.abroadNotAsked),
    );
  });

  it('holds copyCLN and copyPassport to the uploads', () => {
    expect(
      issues(
        withMijnTax({
          bornUS: true,
          usCitizen: false,
          copyCLN: false,
          CLN: UPLOAD_IDS.cln,
          copyPassport: true,
          passport: {
            voorkant: UPLOAD_IDS.passportVoorkant,
            achterkant: UPLOAD_IDS.passportAchterkant,
          },
        }),
      ),
    ).toEqual(one('applicant.mijn.abroadTax.copyCLN', TAX_RESIDENCE_MESSAGES.copyFlagMismatch));
  });

  it('holds "uitsluitend in Nederland" to the tax answers', () => {
    expect(
      issues(
        withMijn({
          uitsluitend: true,
          abroadTax: {
            ...mijnInput().abroadTax,
            taxUS: true,
            taxIdentificationNumberUS: '123456789',
          },
        }),
      ),
    ).toEqual(one('applicant.mijn.abroadTax.taxUS', TAX_RESIDENCE_MESSAGES.solelyDutchUsPerson));
  });

  it('wants the partner of age, on the birthday exactly', () => {
    const partnerBorn = (geboortedatum: string) =>
      issues(
        withApplicant({
          ...applicants.partner,
          partner: { ...partnerInput(), geboortedatum },
        } as Input['applicant']),
      );
    expect(partnerBorn('2008-11-24')).toEqual([]);
    expect(partnerBorn('2008-11-25')).toEqual(
      one('applicant.partner.geboortedatum', AGE_MESSAGES.partner),
    );
  });

  it('wants the child under 18: 18 today is too old', () => {
    const childBorn = (geboortedatum: string) =>
      issues(
        withApplicant({
          ...applicants.child,
          child: { ...childInput(), geboortedatum },
        } as Input['applicant']),
      );
    expect(childBorn('2008-11-25')).toEqual([]);
    expect(childBorn('2008-11-24')).toEqual(
      one('applicant.child.geboortedatum', AGE_MESSAGES.child),
    );
    expect(childBorn('2026-11-25')).toEqual(
      one('applicant.child.geboortedatum', APPLICATION_DATE_MESSAGES.birthDateInFuture),
    );
  });

  it('refuses a BSN used twice in one application', () => {
    const partner = { ...partnerInput(), bsn: '1112.22.333' };
    expect(issues(withApplicant({ ...applicants.partner, partner } as Input['applicant']))).toEqual(
      one('applicant.partner.bsn', DUPLICATE_BSN_MESSAGE),
    );
    const child = { ...childInput(), bsn: mijnInput().bsn };
    expect(issues(withApplicant({ ...applicants.child, child } as Input['applicant']))).toEqual(
      one('applicant.child.bsn', DUPLICATE_BSN_MESSAGE),
    );
  });

  it.each([
    ['KvK 8 digits', { kvk: '6959908' }, 'applicant.company.kvk', KVK_MESSAGES.invalid],
    ['RSIN 11-proef', { rsin: '812000007' }, 'applicant.company.rsin', RSIN_MESSAGES.invalid],
    [
      'KvK extract',
      { kvkKopie: undefined as never },
      'applicant.company.kvkKopie',
      APPLICATION_FIELD_MESSAGES.kvkKopie,
    ],
    [
      'UBO extract',
      { UBOKopie: '' },
      'applicant.company.UBOKopie',
      APPLICATION_FIELD_MESSAGES.UBOKopie,
    ],
    [
      'company phone',
      { telefoonnummer: '' },
      'applicant.company.telefoonnummer',
      PHONE_MESSAGES.empty,
    ],
    [
      'company name',
      { naamBedrijf: '  ' },
      'applicant.company.naamBedrijf',
      APPLICATION_FIELD_MESSAGES.naamBedrijfEmpty,
    ],
    [
      'contact person of age',
      { contactPerson: { ...companyInput().contactPerson, geboortedatum: '2010-01-01' } },
      'applicant.company.contactPerson.geboortedatum',
      AGE_MESSAGES.contactPerson,
    ],
    [
      'contact person BSN',
      {
        contactPerson: {
          ...companyInput().contactPerson,
          personTaxInfo: { ...companyInput().contactPerson.personTaxInfo, bsn: '111222334' },
        },
      },
      'applicant.company.contactPerson.personTaxInfo.bsn',
      BSN_MESSAGES.invalid,
    ],
    [
      'contact person driving licence',
      {
        contactPerson: {
          ...companyInput().contactPerson,
          personTaxInfo: {
            ...companyInput().contactPerson.personTaxInfo,
            identiteitsbewijsCard: '512345678',
          },
        },
      },
      'applicant.company.contactPerson.personTaxInfo.identiteitsbewijsCard',
      DOCUMENT_NUMBER_MESSAGES.invalidDrivingLicence,
    ],
  ] satisfies [string, Partial<Company>, string, string][])('%s', (_rule, patch, path, message) => {
    expect(issues(withCompany(patch))).toEqual(one(path, message));
  });

  it.each([
    ['no deposit', { description: 'Pensioen' }, 'investment.initialDeposit', NO_DEPOSIT_MESSAGE],
    [
      'a zero deposit',
      { initialDeposit: '0.00' },
      'investment.initialDeposit',
      APPLICATION_FIELD_MESSAGES.depositNotPositive,
    ],
    [
      'three decimals',
      { initialDeposit: '12.345' },
      'investment.initialDeposit',
      APPLICATION_FIELD_MESSAGES.depositFormat,
    ],
    [
      'a comma',
      { periodicDeposit: '100,00' },
      'investment.periodicDeposit',
      APPLICATION_FIELD_MESSAGES.depositFormat,
    ],
    [
      'a number',
      { periodicDeposit: 100 as never },
      'investment.periodicDeposit',
      APPLICATION_FIELD_MESSAGES.depositFormat,
    ],
    [
      'over the maximum',
      { initialDeposit: '10000000.01' },
      'investment.initialDeposit',
      maximumAmountMessage('De eenmalige inleg'),
    ],
    [
      'a one-off deposit above what one iDEAL payment may be',
      { initialDeposit: '60000.00' },
      'investment.initialDeposit',
      IDEAL_MAXIMUM_MESSAGE,
    ],
    [
      'a kind that does not exist',
      { initialDeposit: '100', kind: 'sparen' as never },
      'investment.kind',
      APPLICATION_FIELD_MESSAGES.kind,
    ],
    [
      'a monthly amount where the kind says one-off only',
      { initialDeposit: '1000', periodicDeposit: '100', kind: 'eenmalig' },
      'investment.periodicDeposit',
      APPLICATION_FIELD_MESSAGES.kindAmounts,
    ],
    [
      'no monthly amount where the kind says both',
      { initialDeposit: '1000', kind: 'beide' },
      'investment.periodicDeposit',
      APPLICATION_FIELD_MESSAGES.kindAmounts,
    ],
    [
      'a distribution choice that does not exist',
      { initialDeposit: '1000', stock: 'goud' as never },
      'investment.stock',
      APPLICATION_FIELD_MESSAGES.stock,
    ],
  ] satisfies [string, Input['investment'], string, string][])(
    '%s',
    (_rule, investment, path, message) => {
      expect(issues({ ...applicationInput(), investment })).toEqual(one(path, message));
    },
  );

  it('wants the questionnaire of the flow, every question answered once', () => {
    const questionnaire = applicationInput().questionnaire;
    expect(issues({ ...applicationInput(), flow: 'american' })).toEqual(
      one('questionnaire.id', APPLICATION_FIELD_MESSAGES.questionnaireWrongForFlow),
    );
    expect(
      issues({ ...applicationInput(), questionnaire: { ...questionnaire, answers: [] } }),
    ).toEqual(one('questionnaire.answers', APPLICATION_FIELD_MESSAGES.answersMissing));
    const twice = [
      { questionId: 1, answerId: 2 },
      { questionId: 1, answerId: 3 },
    ];
    expect(
      issues({ ...applicationInput(), questionnaire: { ...questionnaire, answers: twice } }),
    ).toEqual(one('questionnaire.answers', APPLICATION_FIELD_MESSAGES.answerTwice));
  });

  it('names an unknown flow and applicant type', () => {
    expect(issues({ ...applicationInput(), flow: 'belgisch' })).toEqual(
      one('flow', APPLICATION_FIELD_MESSAGES.flow),
    );
    expect(issues({ ...applicationInput(), applicant: { type: 'oma' } })).toEqual(
      one('applicant.type', APPLICATION_FIELD_MESSAGES.applicantType),
    );
  });

  it('wants exactly the blocks of the applicant type', () => {
    for (const type of APPLICANT_TYPES) {
      for (const block of APPLICANT_BLOCKS[type]) {
        const missing = { ...applicants[type], [block]: undefined };
        expect(issues(withApplicant(missing))).toEqual([
          {
            path: `applicant.${block}`,
            message: expect.stringMatching(/^Vul (uw eigen )?(de )?gegevens/),
          },
        ]);
      }
    }
    expect(
      issues(withApplicant({ ...applicants.mijn, partner: partnerInput() } as Input['applicant'])),
    ).toEqual(
      one('applicant.partner', 'Bij een belegging voor uzelf horen geen gegevens van een partner.'),
    );
    expect(
      issues(withApplicant({ ...applicants.company, mijn: mijnInput() } as Input['applicant'])),
    ).toEqual(
      one(
        'applicant.mijn',
        'Bij een belegging voor uw bedrijf horen geen persoonlijke gegevens van uzelf.',
      ),
    );
  });

  it('words every message in Dutch, naming its field, also for a body that is no application', () => {
    const all = issues({});
    expect(all.map((issue) => issue.path)).toEqual([
      'flow',
      'investment',
      'questionnaire',
      'applicant',
      'dueDiligence',
    ]);
    for (const issue of all) expect(issue.message).toMatch(/^(Kies|Vul|Beantwoord)/);
  });
});

describe('investmentApplicationSchema: every error of a block at once', () => {
  it.each(['mijn', 'partner'] as const)(
    'reports the document number of %s beside an empty surname and a wrong postcode',
    (block) => {
      const person = { identiteitsbewijsCard: '12', achternaam: '', postcode: '12' };
      const input =
        block === 'mijn'
          ? withMijn(person)
          : withApplicant({
              type: 'partner',
              mijn: mijnInput(),
              partner: { ...partnerInput(), ...person },
            });
      expect(issues(input).map((issue) => issue.path)).toEqual(
        expect.arrayContaining([
          `applicant.${block}.achternaam`,
          `applicant.${block}.postcode`,
          `applicant.${block}.identiteitsbewijsCard`,
        ]),
      );
    },
  );

  it('names the contact person in the third person, not "u"', () => {
    const contactPerson = companyInput().contactPerson;
    const { uitsluitend: _answered, ...personTaxInfo } = contactPerson.personTaxInfo;
    const unanswered = { ...contactPerson, personTaxInfo } as unknown as typeof contactPerson;
    expect(issues(withCompany({ contactPerson: unanswered }))).toEqual(
      one(
        'applicant.company.contactPerson.personTaxInfo.uitsluitend',
        'Geef aan of de contactpersoon uitsluitend in Nederland belastingplichtig is.',
      ),
    );
  });
});

describe('today in Amsterdam', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads today at every parse, in Europe/Amsterdam, not at start-up or in UTC', () => {
    vi.useFakeTimers();
    const application = withMijn({ geldigTot: '2026-11-25' });
    // 22:30 UTC on the 24th is 23:30 in Amsterdam: still the 24th, the document still valid.
    vi.setSystemTime(new Date('2026-11-24T22:30:00Z'));
    expect(issuesOf(investmentApplicationSchema.safeParse(application))).toEqual([]);
    // 23:30 UTC is past midnight in Amsterdam: the 25th, the document ends today.
    vi.setSystemTime(new Date('2026-11-24T23:30:00Z'));
    expect(issuesOf(investmentApplicationSchema.safeParse(application))).toEqual(
      one('applicant.mijn.geldigTot', APPLICATION_DATE_MESSAGES.expired),
    );
  });
});

describe('step schemas (the same parts for the forms)', () => {
  it('check the investment step on its own', () => {
    expect(issuesOf(investmentStepSchema.safeParse({ description: 'Studie' }))).toEqual(
      one('initialDeposit', NO_DEPOSIT_MESSAGE),
    );
  });

  it('check one person with paths relative to the form', () => {
    expect(issuesOf(schemas.person.child.safeParse({ ...childInput(), bsn: '123456789' }))).toEqual(
      one('bsn', BSN_MESSAGES.invalid),
    );
    expect(issuesOf(schemas.person.contactPerson.safeParse(companyInput().contactPerson))).toEqual(
      [],
    );
  });

  it('check the applicant step per type', () => {
    expect(issuesOf(schemas.applicantPerType.child.safeParse(applicants.child))).toEqual([]);
    expect(issuesOf(schemas.applicantPerType.child.safeParse(applicants.mijn))).toEqual([
      { path: 'type', message: expect.any(String) },
      { path: 'child', message: 'Vul de gegevens van uw kind in.' },
    ]);
  });
});

describe('the response and the OpenAPI document', () => {
  it('describes the 201 answer', () => {
    expect(
      investmentApplicationResponseSchema.parse({
        contractId: 42,
        ContractID: 42,
        status: 'wacht-op-betaling',
        amountDue: '5000.00',
      }),
    ).toEqual({
      contractId: 42,
      ContractID: 42,
      status: 'wacht-op-betaling',
      amountDue: '5000.00',
    });
    expect(
      investmentApplicationResponseSchema.safeParse({
        contractId: 42,
        ContractID: 42,
        status: 'actief',
        amountDue: '5000.00',
      }).success,
    ).toBe(false);
  });

  it('can be written as JSON Schema for the API documentation', () => {
    const document = z.toJSONSchema(investmentApplicationSchema, { io: 'input' });
    expect(document).toMatchObject({
      type: 'object',
      required: ['flow', 'investment', 'questionnaire', 'applicant', 'dueDiligence'],
    });
  });
});
