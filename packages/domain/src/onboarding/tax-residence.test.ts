import { describe, expect, it } from 'vitest';
import {
  TAX_RESIDENCE_MESSAGES,
  abroadTaxIssues,
  needsProofOfNoUsCitizenship,
  solelyDutchTaxIssues,
  type AbroadTaxAnswers,
} from './tax-residence';

const onlyDutch: AbroadTaxAnswers = {
  taxNL: true,
  taxAbroad: false,
  furtherTaxResidencies: [],
  taxUS: false,
  bornUS: false,
};

const UPLOAD = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

describe('abroadTaxIssues (FATCA/CRS)', () => {
  it('has nothing to say about a Dutch tax resident only', () => {
    expect(abroadTaxIssues(onlyDutch)).toEqual([]);
  });

  it('accepts residence abroad only, and in both, each country with its TIN', () => {
    const abroad = { taxAbroad: true, country: 'DE', taxIdentificationNumber: '12345678911' };
    expect(abroadTaxIssues({ ...onlyDutch, ...abroad, taxNL: false })).toEqual([]);
    expect(abroadTaxIssues({ ...onlyDutch, ...abroad })).toEqual([]);
    expect(
      abroadTaxIssues({
        ...onlyDutch,
        ...abroad,
        furtherTaxResidencies: [{ country: 'BE', taxIdentificationNumber: '85073003328' }],
      }),
    ).toEqual([]);
  });

  it('wants at least one country', () => {
    expect(abroadTaxIssues({ ...onlyDutch, taxNL: false })).toEqual([
      { path: ['taxNL'], message: TAX_RESIDENCE_MESSAGES.noResidence },
    ]);
  });

  it('refuses the Netherlands and the United States among the other countries, and a country twice', () => {
    const issues = abroadTaxIssues({
      ...onlyDutch,
      taxAbroad: true,
      country: 'NL',
      taxIdentificationNumber: '123456782',
      furtherTaxResidencies: [
        { country: 'BE', taxIdentificationNumber: '85073003328' },
        { country: 'be', taxIdentificationNumber: '85073003328' },
        { country: 'US', taxIdentificationNumber: '123456789' },
      ],
    });
    expect(issues).toEqual([
      { path: ['country'], message: TAX_RESIDENCE_MESSAGES.netherlandsListed },
      {
        path: ['furtherTaxResidencies', 1, 'country'],
        message: TAX_RESIDENCE_MESSAGES.duplicateCountry,
      },
      {
        path: ['furtherTaxResidencies', 2, 'country'],
        message: TAX_RESIDENCE_MESSAGES.unitedStatesListed,
      },
    ]);
  });

  it('wants a country and a TIN for every foreign country', () => {
    expect(
      abroadTaxIssues({
        ...onlyDutch,
        taxAbroad: true,
        furtherTaxResidencies: [{ country: 'DE', taxIdentificationNumber: '  ' }],
      }),
    ).toEqual([
      { path: ['country'], message: TAX_RESIDENCE_MESSAGES.foreignCountryEmpty },
      { path: ['taxIdentificationNumber'], message: TAX_RESIDENCE_MESSAGES.foreignTinEmpty },
      {
        path: ['furtherTaxResidencies', 0, 'taxIdentificationNumber'],
        message: TAX_RESIDENCE_MESSAGES.foreignTinEmpty,
      },
    ]);
  });

  it('does not collect a foreign country from someone not taxed abroad (AVG)', () => {
    expect(abroadTaxIssues({ ...onlyDutch, taxIdentificationNumber: '1' })).toEqual([
      { path: ['taxAbroad'], message: TAX_RESIDENCE_MESSAGES.abroadNotAsked },
    ]);
  });

  it('wants the US TIN of a US person, in its format', () => {
    expect(abroadTaxIssues({ ...onlyDutch, taxUS: true })).toEqual([
      {
        path: ['taxIdentificationNumberUS'],
        message: 'Vul het Amerikaanse fiscale nummer (SSN of ITIN) in.',
      },
    ]);
    expect(
      abroadTaxIssues({ ...onlyDutch, taxUS: true, taxIdentificationNumberUS: '12345678' }),
    ).toEqual([
      {
        path: ['taxIdentificationNumberUS'],
        message:
          'Een Amerikaans fiscaal nummer (SSN of ITIN) bestaat uit 9 cijfers, bijvoorbeeld 123-45-6789.',
      },
    ]);
    expect(
      abroadTaxIssues({ ...onlyDutch, taxUS: true, taxIdentificationNumberUS: '123-45-6789' }),
    ).toEqual([]);
  });

  it('does not collect a US TIN from someone who is no US person (AVG)', () => {
    expect(abroadTaxIssues({ ...onlyDutch, taxIdentificationNumberUS: '123-45-6789' })).toEqual([
      { path: ['taxIdentificationNumberUS'], message: TAX_RESIDENCE_MESSAGES.usTinNotAsked },
    ]);
  });

  it('asks a US-born person about US citizenship; a citizen is a US person', () => {
    expect(abroadTaxIssues({ ...onlyDutch, bornUS: true })).toEqual([
      { path: ['usCitizen'], message: TAX_RESIDENCE_MESSAGES.usCitizenUnanswered },
    ]);
    expect(abroadTaxIssues({ ...onlyDutch, bornUS: true, usCitizen: true })).toEqual([
      { path: ['taxUS'], message: TAX_RESIDENCE_MESSAGES.usCitizenIsUsPerson },
    ]);
    expect(
      abroadTaxIssues({
        ...onlyDutch,
        bornUS: true,
        usCitizen: true,
        taxUS: true,
        taxIdentificationNumberUS: '123456789',
      }),
    ).toEqual([]);
  });

  it('wants the CLN and both sides of a non-US passport when born in the US without citizenship', () => {
    const bornUsNoCitizen = { ...onlyDutch, bornUS: true, usCitizen: false };
    expect(needsProofOfNoUsCitizenship(bornUsNoCitizen)).toBe(true);
    expect(abroadTaxIssues(bornUsNoCitizen)).toEqual([
      { path: ['CLN'], message: TAX_RESIDENCE_MESSAGES.clnRequired },
      { path: ['passport', 'voorkant'], message: TAX_RESIDENCE_MESSAGES.passportFrontRequired },
      {
        path: ['passport', 'achterkant'],
        message: TAX_RESIDENCE_MESSAGES.passportBackRequired,
      },
    ]);
    expect(
      abroadTaxIssues({
        ...bornUsNoCitizen,
        CLN: UPLOAD,
        passport: { voorkant: UPLOAD, achterkant: UPLOAD },
      }),
    ).toEqual([]);
    expect(
      abroadTaxIssues({
        ...bornUsNoCitizen,
        copyCLN: true,
        CLN: UPLOAD,
        copyPassport: false,
        passport: { voorkant: UPLOAD, achterkant: UPLOAD },
      }),
    ).toEqual([{ path: ['copyPassport'], message: TAX_RESIDENCE_MESSAGES.copyFlagMismatch }]);
  });

  it('does not take those documents from anyone else', () => {
    expect(abroadTaxIssues({ ...onlyDutch, CLN: UPLOAD })).toEqual([
      { path: ['CLN'], message: TAX_RESIDENCE_MESSAGES.documentsNotAsked },
    ]);
    expect(abroadTaxIssues({ ...onlyDutch, passport: { voorkant: UPLOAD } })).toEqual([
      { path: ['passport'], message: TAX_RESIDENCE_MESSAGES.documentsNotAsked },
    ]);
    const bornUsCitizen = { ...onlyDutch, bornUS: true, usCitizen: true, taxUS: true };
    expect(
      abroadTaxIssues({
        ...bornUsCitizen,
        taxIdentificationNumberUS: '123456789',
        CLN: UPLOAD,
      }),
    ).toEqual([{ path: ['CLN'], message: TAX_RESIDENCE_MESSAGES.documentsNotAsked }]);
  });

  it('takes empty upload slots, as a form sends them, for no upload', () => {
    expect(
      abroadTaxIssues({
        ...onlyDutch,
        CLN: null,
        passport: { voorkant: null, achterkant: '' },
      }),
    ).toEqual([]);
  });
});

describe('solelyDutchTaxIssues (uitsluitend)', () => {
  it('holds the answers to "only in the Netherlands"', () => {
    expect(solelyDutchTaxIssues(true, onlyDutch)).toEqual([]);
    expect(
      solelyDutchTaxIssues(true, {
        taxNL: false,
        taxAbroad: true,
        country: 'DE',
        taxIdentificationNumber: '1',
        furtherTaxResidencies: [],
        taxUS: true,
        bornUS: false,
      }),
    ).toEqual([
      {
        path: ['abroadTax', 'taxNL'],
        message: TAX_RESIDENCE_MESSAGES.solelyDutchNotResident,
      },
      { path: ['abroadTax', 'taxAbroad'], message: TAX_RESIDENCE_MESSAGES.solelyDutchAbroad },
      { path: ['abroadTax', 'taxUS'], message: TAX_RESIDENCE_MESSAGES.solelyDutchUsPerson },
    ]);
  });

  it('says nothing when the person is not solely Dutch', () => {
    expect(solelyDutchTaxIssues(false, { ...onlyDutch, taxUS: true })).toEqual([]);
  });
});
