import { UPLOAD_MAX_BYTES, type ApplicationPrefillResponse } from '@bp/api-schema';
import { APPLICANT_TYPE_LABELS, APPLICANT_TYPES, type ApplicantType } from '@bp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getFile } from '../../../../lib/file-store';
import { PERSIST_KEY, useAppStore } from '../../../../lib/store';
import { errorReply } from '../../../../test/mock-api';
import { applicantForApplication } from './applicant-memory';
import {
  answer,
  fillChild,
  fillCompany,
  fillMijn,
  fillPartner,
  answerDueDiligence,
  mockApplicantApi,
  openApplicantStep,
  pdf,
  section,
  type User,
} from './applicant-test-helpers';
import { POSTCODE_NOTES } from './AddressFields';
import { UPLOAD_REFUSALS } from './applicant-api';
import { waitingFileKey } from './waiting-files';

function flow() {
  return useAppStore.getState().investmentFlow;
}

async function choose(user: User, type: ApplicantType) {
  await user.click(screen.getByRole('radio', { name: APPLICANT_TYPE_LABELS[type] }));
}

async function next(user: User) {
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

const FILL: Record<ApplicantType, (user: User) => Promise<unknown>> = {
  mijn: fillMijn,
  partner: async (user) => {
    await fillMijn(user);
    await fillPartner(user);
  },
  child: async (user) => {
    await fillMijn(user);
    await fillChild(user);
  },
  company: fillCompany,
};

const BLOCKS: Record<ApplicantType, string[]> = {
  mijn: ['Uw persoonlijke gegevens'],
  partner: ['Uw persoonlijke gegevens', 'Gegevens van uw partner'],
  child: ['Uw persoonlijke gegevens', 'Gegevens van uw kind'],
  company: ['Gegevens van uw bedrijf', 'Contactpersoon'],
};
const ALL_BLOCKS = [...new Set(Object.values(BLOCKS).flat())];

describe('step 3: the applicant', () => {
  it('asks first for whom the investor invests, each choice explained', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openApplicantStep();
    const choice = screen.getByRole('group', { name: 'Voor wie belegt u?' });
    for (const type of APPLICANT_TYPES) {
      expect(
        within(choice).getByRole('radio', { name: APPLICANT_TYPE_LABELS[type] }),
      ).toBeVisible();
    }
    expect(
      within(choice).getByRole('radio', { name: 'Voor mijn kind' }),
    ).toHaveAccessibleDescription(/wettelijk vertegenwoordiger/);
    expect(screen.queryByRole('region', { name: 'Uw persoonlijke gegevens' })).toBeNull();
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kies voor wie u belegt');
    expect(flow().activePage).toBe('applicant');
  });

  it.each(APPLICANT_TYPES)(
    'shows the blocks of %s and sends valid data on to step 4',
    async (type) => {
      const user = userEvent.setup();
      mockApplicantApi();
      await openApplicantStep();
      await choose(user, type);
      for (const block of ALL_BLOCKS) {
        if (BLOCKS[type].includes(block)) expect(section(block)).toBeVisible();
        else expect(screen.queryByRole('region', { name: block })).toBeNull();
      }
      await FILL[type](user);
      await answerDueDiligence(user);
      await next(user);
      await waitFor(() => expect(flow().activePage).toBe('contract-creation'));
      expect(flow().applicant.type).toBe(type);
      const applicant = applicantForApplication();
      expect(applicant?.type).toBe(type);
      if (applicant?.type === 'child') {
        expect(applicant.child).toMatchObject({ bsn: '249566758', geboortedatum: '2015-08-09' });
        expect(applicant.child.abroadTax).toMatchObject({ bornUS: true, usCitizen: false });
        expect(applicant.child.abroadTax.CLN).toMatch(/^00000000-/);
        expect(applicant.child.abroadTax).toMatchObject({ copyCLN: true, copyPassport: true });
      }
      if (applicant?.type === 'company') {
        expect(applicant.company.contactPerson.personTaxInfo.bsn).toBe('111222333');
      }
    },
    30_000,
  );

  it('names every problem at its field and in a summary that links to it', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'mijn');
    await next(user);
    const summary = await screen.findByRole('alert');
    // The summary takes the focus once it is drawn: on a busy machine a moment after it shows.
    await waitFor(() => expect(summary).toHaveFocus());
    const link = within(summary).getByRole('link', { name: 'Vul de geboortedatum in.' });
    await user.click(link);
    await waitFor(() => expect(screen.getByLabelText('Geboortedatum')).toHaveFocus());
    expect(screen.getByLabelText('Geboortedatum')).toHaveAccessibleDescription(
      expect.stringContaining('Vul de geboortedatum in.'),
    );
    expect(
      within(summary).getByRole('link', { name: /voorkant van het identiteitsbewijs/ }),
    ).toBeVisible();
    expect(flow().activePage).toBe('applicant');
  });

  it('accepts a mobile number abroad and says what is wrong with a short one', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'mijn');
    await fillMijn(user);
    await answerDueDiligence(user);
    const mobile = within(section('Uw persoonlijke gegevens')).getByLabelText('Mobiel nummer');
    await user.clear(mobile);
    await user.type(mobile, '0612');
    await next(user);
    const summary = await screen.findByRole('alert');
    const tooShort =
      'Dit nummer is te kort: een Nederlands telefoonnummer heeft 10 cijfers, dit heeft er 4.';
    expect(within(summary).getByRole('link', { name: tooShort })).toBeVisible();
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(tooShort));

    await user.clear(mobile);
    await user.type(mobile, '+49 151 23456789');
    await next(user);
    await waitFor(() => expect(flow().activePage).toBe('contract-creation'));
    const applicant = applicantForApplication();
    expect(applicant?.type === 'mijn' && applicant.mijn.mobiel).toBe('+4915123456789');
  }, 30_000);

  it('shows every error of the step at once, not one field after another', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'mijn');
    await fillMijn(user);
    await answerDueDiligence(user);
    const own = within(section('Uw persoonlijke gegevens'));
    await user.clear(own.getByLabelText('Achternaam'));
    await user.clear(own.getByLabelText('Documentnummer'));
    await user.type(own.getByLabelText('Documentnummer'), '12');
    await next(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Vul de achternaam in.' })).toBeVisible();
    expect(
      within(summary).getByRole('link', { name: /Vul een geldig documentnummer in/ }),
    ).toBeVisible();
    expect(flow().activePage).toBe('applicant');
  }, 30_000);

  it('says whether an error is the company’s or the contact person’s, who is not "u"', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'company');
    await next(user);
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Bedrijf: Vul de naam van het bedrijf in.' }),
    ).toBeVisible();
    expect(
      within(summary).getByRole('link', { name: 'Bedrijf: Vul de straatnaam in.' }),
    ).toBeVisible();
    expect(
      within(summary).getByRole('link', { name: 'Contactpersoon: Vul de straatnaam in.' }),
    ).toBeVisible();
    const unanswered =
      'Contactpersoon: Geef aan of de contactpersoon uitsluitend in Nederland belastingplichtig is.';
    expect(within(summary).getByRole('link', { name: unanswered })).toBeVisible();
    expect(within(summary).queryByRole('link', { name: /Geef aan of u / })).toBeNull();
  });

  it('shows the US follow-ups only when they apply, and then requires them', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'child');
    const child = within(section('Gegevens van uw kind'));
    expect(child.queryByLabelText(/Amerikaans fiscaal nummer/)).toBeNull();
    expect(
      child.queryByRole('group', { name: 'Heeft uw kind de Amerikaanse nationaliteit?' }),
    ).toBeNull();

    await answer(user, child, 'Is uw kind in Nederland belastingplichtig?', true);
    await answer(user, child, 'Is uw kind (ook) in een ander land belastingplichtig?', false);
    await answer(user, child, 'Is uw kind voor de Amerikaanse belasting een US person?', true);
    expect(child.getByLabelText(/Amerikaans fiscaal nummer/)).toBeVisible();
    await answer(user, child, 'Is uw kind in de Verenigde Staten geboren?', true);
    await answer(user, child, 'Heeft uw kind de Amerikaanse nationaliteit?', false);
    expect(child.getByLabelText('Kopie Certificate of Loss of Nationality (CLN)')).toBeVisible();
    expect(child.getByLabelText('Niet-Amerikaans paspoort, voorkant')).toBeVisible();
    expect(child.getByLabelText('Niet-Amerikaans paspoort, achterkant')).toBeVisible();

    await next(user);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Upload het Certificate of Loss of Nationality (CLN)');
    expect(summary).toHaveTextContent('Upload de voorkant van uw niet-Amerikaanse paspoort.');
    expect(child.getByLabelText(/Amerikaans fiscaal nummer/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await answer(user, child, 'Heeft uw kind de Amerikaanse nationaliteit?', true);
    expect(child.queryByLabelText('Kopie Certificate of Loss of Nationality (CLN)')).toBeNull();
    await answer(user, child, 'Is uw kind voor de Amerikaanse belasting een US person?', false);
    expect(child.queryByLabelText(/Amerikaans fiscaal nummer/)).toBeNull();
  });

  it('looks up the address, which stays editable', async () => {
    const user = userEvent.setup();
    const api = mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'mijn');
    const mijn = within(section('Uw persoonlijke gegevens'));
    await user.type(mijn.getByLabelText('Postcode'), '1234 ab');
    await user.type(mijn.getByLabelText('Huisnummer'), '12a');
    await user.click(mijn.getByRole('button', { name: 'Adres opzoeken' }));
    await waitFor(() => expect(mijn.getByLabelText('Straatnaam')).toHaveValue('Dorpsstraat'));
    expect(mijn.getByLabelText('Woonplaats')).toHaveValue('Utrecht');
    expect(api.requests.find((request) => request.path === '/api/postcode')?.body).toEqual({
      postcode: '1234 ab',
      houseNumber: '12a',
    });
    await user.clear(mijn.getByLabelText('Straatnaam'));
    await user.type(mijn.getByLabelText('Straatnaam'), 'Kerkstraat');
    expect(mijn.getByLabelText('Straatnaam')).toHaveValue('Kerkstraat');
  });

  it('leaves the address to the investor with a note when the lookup is out of reach (502)', async () => {
    const user = userEvent.setup();
    mockApplicantApi({
      'POST /api/postcode': errorReply(502, 'De postcodedienst is nu niet bereikbaar.'),
    });
    await openApplicantStep();
    await choose(user, 'mijn');
    const mijn = within(section('Uw persoonlijke gegevens'));
    await user.type(mijn.getByLabelText('Postcode'), '1234AB');
    await user.type(mijn.getByLabelText('Huisnummer'), '12');
    await user.click(mijn.getByRole('button', { name: 'Adres opzoeken' }));
    expect(await mijn.findByText(POSTCODE_NOTES.unreachable)).toBeVisible();
    await user.type(mijn.getByLabelText('Straatnaam'), 'Dorpsstraat');
    await user.type(mijn.getByLabelText('Woonplaats'), 'Utrecht');
    expect(mijn.getByLabelText('Straatnaam')).toHaveValue('Dorpsstraat');
    expect(mijn.getByLabelText('Woonplaats')).toHaveValue('Utrecht');
    expect(screen.queryByRole('status', { name: /toast/i })).toBeNull();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const user = userEvent.setup();
    const api = mockApplicantApi();
    await openApplicantStep();
    await choose(user, 'mijn');
    const large = pdf('groot.pdf');
    Object.defineProperty(large, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    const input = screen.getByLabelText('Kopie identiteitsbewijs, voorkant');
    await user.upload(input, large);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(UPLOAD_REFUSALS.tooLarge));
    expect(api.requests.some((request) => request.path === '/api/uploads')).toBe(false);
    expect(await getFile(waitingFileKey('mijn.kopie.voorkant', 'american'))).toBeUndefined();
  });

  it('keeps a file that could not be sent in IndexedDB, also across a reload, until it is sent', async () => {
    const user = userEvent.setup();
    let serverUp = false;
    const api = mockApplicantApi({
      'POST /api/uploads': () =>
        serverUp
          ? {
              status: 201,
              body: {
                id: '11111111-2222-4333-8444-555555555555',
                name: 'cln.pdf',
                size: 14,
                type: 'application/pdf',
              },
            }
          : errorReply(502, 'Niet bereikbaar.'),
    });
    const app = await openApplicantStep();
    await choose(user, 'mijn');
    await user.upload(screen.getByLabelText('Kopie identiteitsbewijs, voorkant'), pdf('cln.pdf'));
    expect(await screen.findByText(/Nog niet verstuurd: cln\.pdf/)).toBeVisible();
    expect(screen.getByText(UPLOAD_REFUSALS.failed)).toBeVisible();
    const waiting = await getFile(waitingFileKey('mijn.kopie.voorkant', 'american'));
    expect(waiting).toBeInstanceOf(File);
    expect(waiting?.size).toBe(14);

    // A reload: the page is rendered afresh from the persisted state and IndexedDB.
    app.unmount();
    useAppStore.setState((state) => ({
      investmentFlow: {
        ...state.investmentFlow,
        applicant: { ...state.investmentFlow.applicant, type: 'mijn' },
      },
    }));
    await openApplicantStep();
    expect(await screen.findByText(/Nog niet verstuurd: cln\.pdf/)).toBeVisible();

    serverUp = true;
    await user.click(screen.getByRole('button', { name: /Opnieuw versturen/ }));
    expect(await screen.findByText(/Verstuurd: cln\.pdf/)).toBeVisible();
    expect(flow().applicant.uploads['mijn.kopie.voorkant']?.id).toBe(
      '11111111-2222-4333-8444-555555555555',
    );
    expect(await getFile(waitingFileKey('mijn.kopie.voorkant', 'american'))).toBeUndefined();
    expect(api.requests.filter((request) => request.path === '/api/uploads')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Verwijderen/ }));
    expect(screen.queryByText(/Verstuurd: cln\.pdf/)).toBeNull();
    expect(flow().applicant.uploads['mijn.kopie.voorkant']).toBeUndefined();
  });

  it('fills in what the portal knows of an existing investor, never the BSN', async () => {
    const user = userEvent.setup();
    const prefill: ApplicationPrefillResponse = {
      mijn: {
        initialen: 'J.P.',
        tussenvoegsel: 'van der',
        achternaam: 'Berg',
        geslacht: 'man',
        geboortedatum: '1980-05-17',
        bsnMasked: '•••••2782',
        identiteitsbewijs: 'paspoort',
        postcode: '1234AB',
        huisnummer: '12a',
        straatnaam: 'Dorpsstraat',
        woonplaats: 'Utrecht',
        land: 'NL',
        nationaliteit: 'NL',
        telefoonnummer: null,
        mobiel: '+31612345678',
        iban: 'NL91ABNA0417164300',
      },
      relations: [
        {
          id: 7,
          relation: 'kind',
          initialen: 'S.',
          tussenvoegsel: 'van der',
          achternaam: 'Berg',
          geslacht: 'vrouw',
          geboortedatum: '2015-08-09',
          bsnMasked: '•••••6758',
          identiteitsbewijs: null,
        },
      ],
    };
    mockApplicantApi({ 'GET /api/investment-applications/prefill': { body: prefill } });
    await openApplicantStep();
    await choose(user, 'child');
    const mijn = within(section('Uw persoonlijke gegevens'));
    expect(mijn.getByLabelText('Achternaam')).toHaveValue('Berg');
    expect(mijn.getByLabelText('Geboortedatum')).toHaveValue('17-05-1980');
    expect(mijn.getByLabelText('Straatnaam')).toHaveValue('Dorpsstraat');
    expect(mijn.getByLabelText('IBAN')).toHaveValue('NL91ABNA0417164300');
    const bsn = mijn.getByLabelText('Burgerservicenummer (BSN)');
    expect(bsn).toHaveValue('');
    expect(bsn).toHaveAccessibleDescription(
      expect.stringContaining('Bekend BSN: •••••2782, vul het ter controle opnieuw in.'),
    );
    // Correctable.
    await user.clear(mijn.getByLabelText('Achternaam'));
    await user.type(mijn.getByLabelText('Achternaam'), 'Bergen');
    expect(mijn.getByLabelText('Achternaam')).toHaveValue('Bergen');

    await user.selectOptions(screen.getByLabelText('Kies uw kind'), 'S. van der Berg');
    const child = within(section('Gegevens van uw kind'));
    expect(child.getByLabelText('Voorletters')).toHaveValue('S.');
    expect(child.getByLabelText('Geboortedatum')).toHaveValue('09-08-2015');
    expect(child.getByLabelText('Burgerservicenummer (BSN)')).toHaveValue('');
    expect(child.getByLabelText('Burgerservicenummer (BSN)')).toHaveAccessibleDescription(
      expect.stringContaining('•••••6758'),
    );
    expect(flow().applicant.relationId).toBe(7);
  });

  it('starts the company’s contact person from the investor’s own details (issue 17)', async () => {
    const user = userEvent.setup();
    const prefill: ApplicationPrefillResponse = {
      mijn: {
        initialen: 'J.P.',
        tussenvoegsel: 'van der',
        achternaam: 'Berg',
        geslacht: 'man',
        geboortedatum: '1980-05-17',
        bsnMasked: '•••••2782',
        identiteitsbewijs: 'paspoort',
        postcode: '1234AB',
        huisnummer: '12a',
        straatnaam: 'Dorpsstraat',
        woonplaats: 'Utrecht',
        land: 'NL',
        nationaliteit: 'NL',
        telefoonnummer: '+31301234567',
        mobiel: '+31612345678',
        iban: 'NL91ABNA0417164300',
      },
      relations: [],
    };
    mockApplicantApi({ 'GET /api/investment-applications/prefill': { body: prefill } });
    await openApplicantStep();
    await choose(user, 'company');
    const contact = within(section('Contactpersoon'));
    expect(contact.getByLabelText('Voorletters')).toHaveValue('J.P.');
    expect(contact.getByLabelText('Achternaam')).toHaveValue('Berg');
    expect(contact.getByLabelText('Straatnaam')).toHaveValue('Dorpsstraat');
    expect(contact.getByLabelText('IBAN van de contactpersoon (niet verplicht)')).toHaveValue(
      'NL91ABNA0417164300',
    );
    expect(contact.getByLabelText(/Mobiel/)).toHaveValue('+31612345678');
    // The company's own details are the company's: nothing of the investor's there.
    const company = within(section('Gegevens van uw bedrijf'));
    expect(company.getByLabelText('Straatnaam')).toHaveValue('');
  });

  it('never persists the BSN, the document number or a TIN; after a reload they are asked again', async () => {
    const user = userEvent.setup();
    mockApplicantApi();
    const app = await openApplicantStep();
    await choose(user, 'partner');
    const mijn = await fillMijn(user);
    const partner = await fillPartner(user);
    await answerDueDiligence(user);
    await next(user);
    await waitFor(() => expect(flow().activePage).toBe('contract-creation'));

    const stored = localStorage.getItem(PERSIST_KEY) ?? '';
    expect(stored).toContain('"applicant"');
    expect(stored).toContain('Dorpsstraat');
    for (const secret of [
      mijn.bsn,
      partner.bsn,
      mijn.identiteitsbewijsCard,
      partner.identiteitsbewijsCard,
      '12 345 678 903',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toMatch(/"(bsn|identiteitsbewijsCard|taxIdentificationNumber)"/);
    expect(JSON.stringify(flow())).not.toContain(mijn.bsn);
    expect(stored).toContain('"mijn.kopie.voorkant"');

    // A reload in another session: memory is empty, the persisted values come back without secrets.
    app.unmount();
    useAppStore.setState({ user: null });
    useAppStore.persist.rehydrate();
    useAppStore.setState((state) => ({
      investmentFlow: { ...state.investmentFlow, activePage: 'applicant' },
    }));
    await openApplicantStep();
    const again = within(section('Uw persoonlijke gegevens'));
    expect(again.getByLabelText('Achternaam')).toHaveValue('Berg');
    expect(again.getByLabelText('Burgerservicenummer (BSN)')).toHaveValue('');
    expect(again.getByLabelText('Documentnummer')).toHaveValue('');
    expect(again.getByText(/Verstuurd: voorkant\.pdf/)).toBeVisible();
  }, 30_000);
});
