import { describe, expect, it } from 'vitest';
import { COMPANY_EXTRACT_MESSAGES, companyExtractIssues } from './company-extracts';

const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('kvkUploaden and UBOUploaden: the extracts go with the application', () => {
  it('takes true, or no flag at all, with the uploads', () => {
    expect(
      companyExtractIssues({ kvkKopie: ID, kvkUploaden: true, UBOKopie: ID, UBOUploaden: true }),
    ).toEqual([]);
    expect(companyExtractIssues({ kvkKopie: ID, UBOKopie: ID })).toEqual([]);
  });

  it('refuses "not with this application": sending later is not offered', () => {
    expect(companyExtractIssues({ kvkUploaden: false, UBOKopie: ID, UBOUploaden: false })).toEqual([
      { path: ['kvkUploaden'], message: COMPANY_EXTRACT_MESSAGES.kvkLater },
      { path: ['UBOUploaden'], message: COMPANY_EXTRACT_MESSAGES.UBOContradicts },
    ]);
  });
});
