import { investmentApplicationSchemas } from '@bp/api-schema';
import { mijnInput } from '@bp/api-schema/test-fixtures';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../lib/store';
import { investor } from '../../../../test/fixtures';
import {
  applicantForApplication,
  rememberApplicant,
  rememberedApplicantForm,
} from './applicant-memory';
import { emptyApplicantForm } from './form-values';

describe('the applicant in memory', () => {
  it('is forgotten when the user changes (logout, another login): it holds the BSN', () => {
    useAppStore.setState({ user: investor });
    const applicant = investmentApplicationSchemas.applicantPerType.mijn.parse({
      type: 'mijn',
      mijn: mijnInput(),
    });
    rememberApplicant({ ...emptyApplicantForm(), type: 'mijn' }, applicant);
    expect(applicantForApplication()?.type).toBe('mijn');

    useAppStore.setState({ user: null });
    expect(applicantForApplication()).toBeNull();
    expect(rememberedApplicantForm()).toBeNull();
  });
});
