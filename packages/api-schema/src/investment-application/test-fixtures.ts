import type { InvestmentApplicationInput } from './application';

/**
 * Realistic applications for tests, one per applicant type; the server's route tests and the
 * web forms' tests import them as `@bp/api-schema/test-fixtures`. Every number passes its
 * rule (BSNs and the RSIN the elfproef, the IBAN mod 97); the dates hold on `FIXTURE_TODAY`.
 * Upload ids are made up: a route test must first upload files and use their ids.
 */

export const FIXTURE_TODAY = '2026-11-24';

export const UPLOAD_IDS = {
  voorkant: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  achterkant: '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  partnerVoorkant: '5b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  partnerAchterkant: '6c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  cln: '7d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a',
  passportVoorkant: '8e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b',
  passportAchterkant: '9f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c',
  kvkExtract: 'a08b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d',
  uboExtract: 'b19c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e',
  herkomstBewijs: 'c2ad1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
  gezag: 'd3be2f3a-4b5c-4d6e-9f8a-9b0c1d2e3f4a',
} as const;

type Input = InvestmentApplicationInput;
type MijnInput = Extract<Input['applicant'], { type: 'mijn' }>['mijn'];
type PartnerInput = Extract<Input['applicant'], { type: 'partner' }>['partner'];
type ChildInput = Extract<Input['applicant'], { type: 'child' }>['child'];
type CompanyInput = Extract<Input['applicant'], { type: 'company' }>['company'];

export const dutchOnlyTax = {
  taxNL: true,
  taxAbroad: false,
  taxUS: false,
  bornUS: false,
};

export function mijnInput(): MijnInput {
  return {
    initialen: 'J.P.',
    tussenvoegsel: 'van der',
    achternaam: 'Berg',
    geslacht: 'man',
    geboortedatum: '1980-05-17',
    bsn: '111222333',
    identiteitsbewijs: 'paspoort',
    identiteitsbewijsCard: 'XR1001R58',
    geldigTot: '2030-01-01',
    kopie: { voorkant: UPLOAD_IDS.voorkant, achterkant: UPLOAD_IDS.achterkant },
    uitsluitend: true,
    abroadTax: { ...dutchOnlyTax },
    documents: [],
    postcode: '1234 ab',
    huisnummer: '12a',
    straatnaam: 'Dorpsstraat',
    woonplaats: 'Utrecht',
    land: 'NL',
    nationaliteit: 'NL',
    telefoonnummer: '030 123 4567',
    mobiel: '06 1234 5678',
    iban: 'NL91 ABNA 0417 1643 00',
  };
}

export function partnerInput(): PartnerInput {
  return {
    initialen: 'M',
    achternaam: 'Jansen',
    geslacht: 'vrouw',
    geboortedatum: '1982-03-02',
    bsn: '123456782',
    identiteitsbewijs: 'identiteitskaart',
    identiteitsbewijsCard: 'IH12AB345',
    geldigTot: '2031-06-30',
    kopie: { voorkant: UPLOAD_IDS.partnerVoorkant, achterkant: UPLOAD_IDS.partnerAchterkant },
    uitsluitend: false,
    abroadTax: {
      taxNL: true,
      taxAbroad: true,
      country: 'DE',
      taxIdentificationNumber: '12 345 678 903',
      taxUS: false,
      bornUS: false,
    },
    documents: [],
    postcode: '1234AB',
    huisnummer: '12a',
    straatnaam: 'Dorpsstraat',
    woonplaats: 'Utrecht',
    land: 'NL',
    nationaliteit: 'DE',
    mobiel: '+31 6 87654321',
  };
}

/**
 * A child born in the United States without US citizenship: the CLN and passport uploads, and
 * the proof of the investor's parental authority among the child's `documents`.
 */
export function childInput(): ChildInput {
  return {
    initialen: 'S.',
    tussenvoegsel: 'van der',
    achternaam: 'Berg',
    geslacht: 'vrouw',
    geboortedatum: '2015-08-09',
    bsn: '249566758',
    identiteitsbewijs: 'paspoort',
    identiteitsbewijsCard: 'NXC3P7K91',
    geldigTot: '2029-08-01',
    kopie: { voorkant: UPLOAD_IDS.partnerVoorkant, achterkant: UPLOAD_IDS.partnerAchterkant },
    uitsluitend: true,
    abroadTax: {
      taxNL: true,
      taxAbroad: false,
      taxUS: false,
      bornUS: true,
      usCitizen: false,
      copyCLN: true,
      CLN: UPLOAD_IDS.cln,
      copyPassport: true,
      passport: {
        voorkant: UPLOAD_IDS.passportVoorkant,
        achterkant: UPLOAD_IDS.passportAchterkant,
      },
    },
    documents: [{ soort: 'gezag', upload: UPLOAD_IDS.gezag }],
  };
}

export function companyInput(): CompanyInput {
  return {
    naamBedrijf: 'Van der Berg Vastgoed B.V.',
    kvk: '69599084',
    rsin: '812000006',
    kvkKopie: UPLOAD_IDS.kvkExtract,
    kvkUploaden: true,
    UBOKopie: UPLOAD_IDS.uboExtract,
    UBOUploaden: true,
    telefoonnummer: '020-1234567',
    iban: 'NL91ABNA0417164300',
    postcode: '1011 AB',
    huisnummer: '1',
    straatnaam: 'Damrak',
    woonplaats: 'Amsterdam',
    land: 'NL',
    contactPerson: {
      geslacht: 'man',
      initialen: 'J.P.',
      tussenvoegsel: 'van der',
      achternaam: 'Berg',
      geboortedatum: '1980-05-17',
      mobiel: '0612345678',
      postcode: '1234AB',
      huisnummer: '12a',
      straatnaam: 'Dorpsstraat',
      woonplaats: 'Utrecht',
      land: 'NL',
      personTaxInfo: {
        uitsluitend: true,
        bsn: '111222333',
        identiteitsbewijs: 'rijbewijs',
        identiteitsbewijsCard: '5123456789',
        geldigTot: '2033-02-01',
        kopie: { voorkant: UPLOAD_IDS.voorkant, achterkant: UPLOAD_IDS.achterkant },
      },
    },
  };
}

/** The Wwft questions answered plainly: no PEP, savings, no evidence (a first deposit below it). */
export function dueDiligenceInput(): NonNullable<Input['dueDiligence']> {
  return { pep: false, herkomstVermogen: 'spaargeld' };
}

/** The example: Dutch real estate, both deposits, the investor for themself. */
export function applicationInput(): Input {
  return {
    flow: 'nederlands',
    investment: { initialDeposit: '5000.00', periodicDeposit: '100.00', description: 'Pensioen' },
    questionnaire: {
      id: 1,
      answers: [
        { questionId: 1, answerId: 2 },
        { questionId: 2, answerId: 5 },
      ],
      riskAcknowledged: true,
    },
    applicant: { type: 'mijn', mijn: mijnInput() },
    dueDiligence: dueDiligenceInput(),
  };
}
