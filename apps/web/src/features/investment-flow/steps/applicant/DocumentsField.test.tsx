import { SUPPORTING_DOCUMENT_MESSAGES } from '@bp/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERSIST_KEY, useAppStore } from '../../../../lib/store';
import { applicantForApplication } from './applicant-memory';
import {
  answerDueDiligence,
  fillChild,
  fillCompany,
  fillMijn,
  mockApplicantApi,
  openApplicantStep,
  pdf,
  section,
  type User,
} from './applicant-test-helpers';

/** Issue 16 point 14: `documents`, `kvkUploaden` and `UBOUploaden` in the form and its state. */

function flow() {
  return useAppStore.getState().investmentFlow;
}

async function choose(user: User, name: string) {
  await user.click(screen.getByRole('radio', { name }));
}

async function next(user: User) {
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

async function addDocument(user: User, scope: ReturnType<typeof within>, name: string) {
  await user.upload(scope.getByLabelText('Document toevoegen'), pdf(name));
  await scope.findByText(`Document 1: ${name}`);
}

function persisted(): unknown {
  return JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null');
}

describe('step 3: further documents and the register extracts', () => {
  it('adds a document to the child, asks its kind, sends it and keeps it as `documents`', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    const app = await openApplicantStep();
    await choose(user, 'Voor mijn kind');
    await fillMijn(user);
    await fillChild(user);
    const child = within(section('Gegevens van uw kind'));
    await addDocument(user, child, 'gezag.pdf');
    const kind = child.getByRole('combobox', { name: 'Soort document 1' });
    expect(kind).toHaveFocus();
    // The investor's own list has no proof of parental authority: it belongs with the child.
    const own = within(section('Uw persoonlijke gegevens'));
    expect(own.getByLabelText('Document toevoegen')).toHaveAccessibleDescription(
      /herkomst van het geld/,
    );
    fireEvent.change(kind, { target: { value: 'gezag' } });
    expect(kind).toHaveDisplayValue('Bewijs van gezag over het kind');
    await answerDueDiligence(user);
    await next(user);
    await waitFor(() => expect(flow().activePage).toBe('contract-creation'));

    const applicant = applicantForApplication();
    if (applicant?.type !== 'child') throw new Error('child expected');
    expect(applicant.child.documents).toEqual([
      { soort: 'gezag', upload: expect.stringMatching(/^00000000-/) },
    ]);
    expect(applicant.mijn.documents).toEqual([]);
    const uploadId = applicant.child.documents[0]?.upload ?? '';
    expect(persisted()).toMatchObject({
      state: {
        investmentFlow: {
          applicant: {
            values: { child: { documents: [{ soort: 'gezag', upload: uploadId }] } },
            uploads: { [`child.documents.${uploadId}`]: { name: 'gezag.pdf' } },
          },
        },
      },
    });

    // After a reload the document is there again, with its kind.
    app.unmount();
    useAppStore.persist.rehydrate();
    useAppStore.setState((state) => ({
      investmentFlow: { ...state.investmentFlow, activePage: 'applicant' },
    }));
    await openApplicantStep();
    const again = within(section('Gegevens van uw kind'));
    expect(again.getByText('Document 1: gezag.pdf')).toBeVisible();
    expect(again.getByRole('combobox', { name: 'Soort document 1' })).toHaveValue('gezag');
  }, 40_000);

  it('asks the kind of an added document in Dutch, and removes one with its file', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'Voor mijzelf');
    const own = within(section('Uw persoonlijke gegevens'));
    expect(
      within(
        own.getByRole('group', { name: 'Overige documenten (niet verplicht)' }),
      ).queryAllByRole('combobox'),
    ).toEqual([]);
    await addDocument(user, own, 'volmacht.pdf');
    const kinds = Array.from(
      own.getByRole('combobox', { name: 'Soort document 1' }).querySelectorAll('option'),
    ).map((option) => option.textContent);
    expect(kinds).not.toContain('Bewijs van gezag over het kind');
    expect(kinds).toContain('Volmacht');
    await next(user);
    expect(own.getByRole('combobox', { name: 'Soort document 1' })).toHaveAccessibleDescription(
      expect.stringContaining(SUPPORTING_DOCUMENT_MESSAGES.soort),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORTING_DOCUMENT_MESSAGES.soort);

    await user.click(own.getByRole('button', { name: 'Verwijderen: document 1' }));
    expect(own.queryByText(/Document 1: volmacht\.pdf/)).toBeNull();
    expect(Object.keys(flow().applicant.uploads).some((key) => key.includes('documents'))).toBe(
      false,
    );
  }, 30_000);

  it('sends the company’s extracts with kvkUploaden and UBOUploaden, and says they go now', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'Voor mijn bedrijf');
    const company = within(section('Gegevens van uw bedrijf'));
    expect(
      company.getByLabelText('Uittreksel uit het Handelsregister (KvK)'),
    ).toHaveAccessibleDescription(/later nasturen kan niet/);
    await fillCompany(user);
    await answerDueDiligence(user);
    await next(user);
    await waitFor(() => expect(flow().activePage).toBe('contract-creation'));
    const applicant = applicantForApplication();
    if (applicant?.type !== 'company') throw new Error('company expected');
    expect(applicant.company).toMatchObject({
      kvkKopie: expect.stringMatching(/^00000000-/),
      kvkUploaden: true,
      UBOKopie: expect.stringMatching(/^00000000-/),
      UBOUploaden: true,
    });
  }, 30_000);
});
