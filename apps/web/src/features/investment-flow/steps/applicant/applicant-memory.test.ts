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
import { discardInvestmentDraft } from '../../flow-drafts';
import { enterFlow, setFlowPage } from '../../flow-store';

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

  it('is kept per flow: a draft resumed later sends its own applicant (issue 17)', () => {
    useAppStore.setState({ user: investor });
    enterFlow('nederlands');
    setFlowPage('contract-creation');
    const applicant = investmentApplicationSchemas.applicantPerType.mijn.parse({
      type: 'mijn',
      mijn: mijnInput(),
    });
    rememberApplicant({ ...emptyApplicantForm(), type: 'mijn' }, applicant);

    enterFlow('american');
    expect(applicantForApplication()).toBeNull();
    expect(rememberedApplicantForm()).toBeNull();

    enterFlow('nederlands');
    expect(applicantForApplication()).toBe(applicant);

    // Discarded, the application's numbers go with it.
    discardInvestmentDraft('nederlands');
    enterFlow('nederlands');
    expect(applicantForApplication()).toBeNull();
  });
});
