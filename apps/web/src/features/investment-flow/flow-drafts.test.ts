import { describe, expect, it, vi } from 'vitest';
import { getFile, putFile } from '../../lib/file-store';
import { PERSIST_KEY, restorePersistedState, useAppStore } from '../../lib/store';
import { discardInvestmentDraft } from './flow-drafts';
import {
  enterFlow,
  prefillInvestment,
  readInvestmentFlow,
  updateApplicant,
  updateInvestment,
} from './flow-store';
import { waitingFileKey } from './steps/applicant/waiting-files';

function drafts() {
  return useAppStore.getState().investmentDrafts;
}

/** The company application of the issue: an amount, "BV belegging", a contact person's BSN. */
function stopCompanyApplication() {
  enterFlow('nederlands');
  updateInvestment({ kind: 'eenmalig', initialDeposit: '2500.00', description: 'BV belegging' });
  updateApplicant({
    type: 'company',
    values: {
      company: { naamBedrijf: 'Berg BV', contactPerson: { personTaxInfo: { bsn: '111222333' } } },
    },
  });
  useAppStore.setState((state) => ({
    investmentFlow: { ...state.investmentFlow, activePage: 'contract-creation' },
  }));
}

describe('the drafts in the store (issue 17)', () => {
  it('opening another flow keeps the draft, starts empty, and stores both without secrets', async () => {
    stopCompanyApplication();
    enterFlow('american');

    expect(readInvestmentFlow()).toMatchObject({
      currentFlow: 'american',
      activePage: 'belegging-toevoegen',
      investment: { initialDeposit: null, description: '', kind: null },
      applicant: { type: null, values: null },
    });
    expect(drafts().nederlands).toMatchObject({
      activePage: 'contract-creation',
      investment: { initialDeposit: '2500.00', description: 'BV belegging' },
      applicant: { type: 'company' },
    });
    const stored = localStorage.getItem(PERSIST_KEY) ?? '';
    expect(stored).toContain('BV belegging');
    expect(stored).not.toContain('111222333');

    // A reload restores the draft, and the flow continues from it.
    useAppStore.setState({ investmentDrafts: {} });
    localStorage.setItem(PERSIST_KEY, stored);
    await restorePersistedState();
    expect(drafts().nederlands?.investment.description).toBe('BV belegging');
    enterFlow('nederlands');
    expect(readInvestmentFlow()).toMatchObject({
      currentFlow: 'nederlands',
      activePage: 'contract-creation',
      applicant: { type: 'company', values: { company: { naamBedrijf: 'Berg BV' } } },
    });
    expect(drafts()).toEqual({});
  });

  it('a calculation’s “Beleggen” into another flow fills that flow and keeps the draft', () => {
    stopCompanyApplication();
    prefillInvestment('duits', {
      kind: 'maandelijks',
      initialDeposit: null,
      periodicDeposit: '150.00',
      description: 'Pensioen',
    });
    expect(readInvestmentFlow()).toMatchObject({
      currentFlow: 'duits',
      activePage: 'belegging-toevoegen',
      investment: { kind: 'maandelijks', periodicDeposit: '150.00', description: 'Pensioen' },
      applicant: { type: null },
    });
    expect(drafts().nederlands?.investment.description).toBe('BV belegging');
  });

  it('discards a waiting draft and the one on screen', () => {
    stopCompanyApplication();
    enterFlow('american');
    updateInvestment({ kind: 'eenmalig', initialDeposit: '9000.00' });

    discardInvestmentDraft('nederlands');
    expect(drafts()).toEqual({});
    expect(readInvestmentFlow().investment.initialDeposit).toBe('9000.00');

    discardInvestmentDraft('american');
    expect(readInvestmentFlow()).toMatchObject({
      currentFlow: null,
      investment: { initialDeposit: null },
    });
    expect(localStorage.getItem(PERSIST_KEY)).not.toContain('9000.00');
  });

  it('discarding a draft removes its files waiting to be sent, not another flow’s', async () => {
    await putFile(waitingFileKey('mijn.kopie.voorkant', 'nederlands'), new Blob(['paspoort']));
    await putFile(waitingFileKey('mijn.kopie.voorkant', 'american'), new Blob(['rijbewijs']));
    stopCompanyApplication();
    enterFlow('american');

    discardInvestmentDraft('nederlands');
    await vi.waitFor(async () =>
      expect(await getFile(waitingFileKey('mijn.kopie.voorkant', 'nederlands'))).toBeUndefined(),
    );
    expect(await getFile(waitingFileKey('mijn.kopie.voorkant', 'american'))).toBeDefined();
  });
});
