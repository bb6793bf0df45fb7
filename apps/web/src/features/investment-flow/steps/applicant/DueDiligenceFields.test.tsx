import {
  DUE_DILIGENCE_MESSAGES,
  DUE_DILIGENCE_QUESTIONS,
  IDENTITY_DOCUMENT_COUNTRY_MESSAGES,
} from '@bp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../lib/store';
import { investor } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { atStep, setFlow } from '../../test-setup';
import { applicantForApplication } from './applicant-memory';
import {
  answer,
  answerDueDiligence,
  fillMijn,
  mockApplicantApi,
  section,
  type,
  upload,
  type User,
} from './applicant-test-helpers';
import { dueDiligenceForApplication } from './due-diligence-values';

/** Issue 16 point 11: the identity document's country and the Wwft questions of step 3. */

function flow() {
  return useAppStore.getState().investmentFlow;
}

async function openWithFirstDeposit(initialDeposit: string) {
  atStep('applicant', 'american');
  setFlow({ investment: { ...flow().investment, kind: 'eenmalig', initialDeposit } });
  renderApp('/amerikaans-vastgoed', { user: investor });
  await screen.findByRole('group', { name: 'Voor wie belegt u?' }, { timeout: 20_000 });
}

async function asMijnWithDocument(user: User, document: string, country: string, number: string) {
  await user.click(screen.getByRole('radio', { name: 'Voor mijzelf' }));
  await fillMijn(user);
  const mijn = within(section('Uw persoonlijke gegevens'));
  fireEvent.change(mijn.getByLabelText('Soort identiteitsbewijs'), {
    target: { value: document },
  });
  fireEvent.change(mijn.getByLabelText('Uitgegeven in'), { target: { value: country } });
  type(mijn, 'Documentnummer', number);
}

async function next(user: User) {
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

describe('step 3: Wwft identification and due diligence', () => {
  it('takes a German passport, asks PEP and origin, and evidence from the threshold', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openWithFirstDeposit('30000.00');
    await asMijnWithDocument(user, 'paspoort', 'DE', 'C01X00T47');

    await next(user);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(DUE_DILIGENCE_MESSAGES.pep);
    expect(summary).toHaveTextContent(DUE_DILIGENCE_MESSAGES.herkomstVermogen);
    expect(flow().activePage).toBe('applicant');

    const wwft = within(section('Herkomst van het geld'));
    expect(wwft.queryByLabelText(DUE_DILIGENCE_QUESTIONS.pepFunctie)).toBeNull();
    await answer(user, wwft, DUE_DILIGENCE_QUESTIONS.pep, true);
    type(wwft, DUE_DILIGENCE_QUESTIONS.pepFunctie, 'Mijn vader is burgemeester van Zeist.');
    fireEvent.change(wwft.getByLabelText(DUE_DILIGENCE_QUESTIONS.herkomstVermogen), {
      target: { value: 'anders' },
    });
    type(wwft, DUE_DILIGENCE_QUESTIONS.herkomstToelichting, 'Prijzengeld');

    await next(user);
    await waitFor(() =>
      // The amount has a no-break space, which toHaveTextContent reads as a plain one.
      expect(screen.getByRole('alert')).toHaveTextContent(
        DUE_DILIGENCE_MESSAGES.bewijsUpload.replaceAll('\u00a0', ' '),
      ),
    );
    await upload(user, wwft, DUE_DILIGENCE_QUESTIONS.bewijsUpload, 'bankafschrift.pdf');
    await next(user);

    await waitFor(() => expect(flow().activePage).toBe('contract-creation'));
    const applicant = applicantForApplication();
    expect(applicant?.type === 'mijn' && applicant.mijn).toMatchObject({
      identiteitsbewijs: 'paspoort',
      identiteitsbewijsLand: 'DE',
      identiteitsbewijsCard: 'C01X00T47',
    });
    expect(dueDiligenceForApplication()).toEqual({
      pep: true,
      pepFunctie: 'Mijn vader is burgemeester van Zeist.',
      herkomstVermogen: 'anders',
      herkomstToelichting: 'Prijzengeld',
      bewijsUpload: expect.stringMatching(/^00000000-/) as unknown,
    });
  }, 60_000);

  it('refuses an identity card from the United States, and asks no evidence below the threshold', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openWithFirstDeposit('5000.00');
    await asMijnWithDocument(user, 'identiteitskaart', 'US', '123456789');
    await answerDueDiligence(user);
    expect(screen.queryByLabelText(DUE_DILIGENCE_QUESTIONS.bewijsUpload)).toBeNull();

    await next(user);
    const mijn = within(section('Uw persoonlijke gegevens'));
    await waitFor(() =>
      expect(mijn.getByLabelText('Uitgegeven in')).toHaveAccessibleDescription(
        expect.stringContaining(IDENTITY_DOCUMENT_COUNTRY_MESSAGES.identityCardOutsideEuEea),
      ),
    );
    expect(flow().activePage).toBe('applicant');
  }, 60_000);
});
