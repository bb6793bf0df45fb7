import { investmentApplicationSchemaOn } from '@bp/api-schema';
import { companyInput, FIXTURE_TODAY, mijnInput, partnerInput } from '@bp/api-schema/test-fixtures';
import { calendarDate } from '@bp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../../lib/store';
import { deferredReply, errorReply } from '../../../../test/mock-api';
import { CONTRACT_ID, createdApplication, filledFlow } from '../../finish-test-setup';
import { fundDocumentIndex } from '../../../../test/fund-document-fixtures';
import { mockFlowApi } from '../../test-setup';
import { definitionOf } from '../../../../test/queries';
import { COUNTRIES } from '../applicant/applicant-test-helpers';
import { updateApplicant } from '../../flow-store';
import { emptyApplicantForm } from '../applicant/form-values';
import { openFinishFlow as openFlow } from '../../finish-test-setup';

const APPLY = 'POST /api/investment-applications';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${FIXTURE_TODAY}T10:00:00Z`));
});

function acceptAll(user: ReturnType<typeof userEvent.setup>) {
  return (async () => {
    await user.click(screen.getByRole('checkbox', { name: /voorwaarden/ }));
    await user.click(screen.getByRole('checkbox', { name: /essentiële-informatiedocument/ }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Mijn gegevens zijn juist en volledig.' }),
    );
  })();
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('step 4, contract-creation', () => {
  it('summarises everything, the BSN and document number only masked', async () => {
    mockFlowApi();
    filledFlow(
      'contract-creation',
      {},
      { type: 'partner', mijn: mijnInput(), partner: partnerInput() },
    );
    await openFlow();
    expect(screen.getByRole('heading', { level: 2, name: 'Contract aanmaken' })).toBeVisible();

    const investment = section('Uw belegging');
    expect(within(investment).getByText('Nederlands Vastgoedfonds')).toBeVisible();
    expect(within(investment).getByText('Pensioen')).toBeVisible();
    expect(investment).toHaveTextContent(/5\.000,00/);
    expect(investment).toHaveTextContent(/100,00/);

    expect(within(section('Risicoprofiel')).getByText('Neutraal')).toBeVisible();

    const applicant = section('Uw gegevens');
    expect(within(applicant).getByText('Samen met mijn partner')).toBeVisible();
    expect(within(applicant).getByText('J.P. van der Berg')).toBeVisible();
    expect(within(applicant).getByText('•••••2333')).toBeVisible();
    expect(within(applicant).getByText('•••••6782')).toBeVisible();
    expect(within(applicant).getByText('Paspoort ••••••R58')).toBeVisible();
    // Never the full numbers, anywhere on the page.
    expect(document.body).not.toHaveTextContent('111222333');
    expect(document.body).not.toHaveTextContent('123456782');
    expect(document.body).not.toHaveTextContent('XR1001R58');
    expect(
      within(applicant).getByText(
        /Identiteitsbewijs uw partner|Identiteitsbewijs partner, voorkant/,
      ),
    ).toBeVisible();
  });

  it('shows everything step 3 took: address, phone numbers, IBAN, nationality and tax answers of each person', async () => {
    mockFlowApi({ 'GET /api/countries': { body: COUNTRIES } });
    filledFlow(
      'contract-creation',
      {},
      { type: 'partner', mijn: mijnInput(), partner: partnerInput() },
    );
    await openFlow();
    const applicant = section('Uw gegevens');
    const group = (heading: string) => {
      const element = within(applicant).getByRole('heading', { level: 4, name: heading })
        .parentElement as HTMLElement;
      return (label: string) => definitionOf(element, label);
    };

    // Countries by their Dutch names, once GET /api/countries has answered.
    expect(await screen.findAllByText('Dorpsstraat 12a, 1234AB Utrecht, Nederland')).toHaveLength(
      2,
    );
    const mijn = group('Uzelf');
    expect(mijn('Naam')).toBe('J.P. van der Berg');
    expect(mijn('Geslacht')).toBe('Man');
    expect(mijn('Geboortedatum')).toBe('17 mei 1980');
    expect(mijn('Adres')).toBe('Dorpsstraat 12a, 1234AB Utrecht, Nederland');
    expect(mijn('Nationaliteit')).toBe('Nederland');
    expect(mijn('Mobiel nummer')).toBe('0612345678');
    expect(mijn('Telefoonnummer')).toBe('0301234567');
    expect(mijn('IBAN')).toBe('NL91 ABNA 0417 1643 00');
    expect(mijn('BSN')).toBe('•••••2333');
    expect(mijn('Identiteitsbewijs')).toBe('Paspoort ••••••R58');
    expect(mijn('Uitgegeven in')).toBe('Nederland');
    expect(mijn('Geldig tot')).toBe('1 januari 2030');
    expect(mijn('Uitsluitend in Nederland belastingplichtig')).toBe('Ja');
    expect(mijn('US person')).toBe('Nee');
    expect(mijn('Geboren in de Verenigde Staten')).toBe('Nee');

    const partner = group('Uw partner');
    expect(partner('Naam')).toBe('M. Jansen');
    expect(partner('Nationaliteit')).toBe('Duitsland');
    expect(partner('Telefoonnummer')).toBe('Niet opgegeven');
    expect(partner('Uitsluitend in Nederland belastingplichtig')).toBe('Nee');
    expect(partner('In een ander land belastingplichtig')).toBe('Ja');
    expect(partner('Fiscaal nummer (TIN) in Duitsland')).toBe('••••••••903');

    const money = group('Herkomst van het geld');
    expect(money('Politiek prominent persoon (PEP)')).toBe('Nee');
    expect(money('Herkomst van het geld')).toBe('Spaargeld');

    // The secrets never whole, anywhere on the page.
    for (const secret of ['111222333', '123456782', 'XR1001R58', 'IH12AB345', '12345678903']) {
      expect(document.body).not.toHaveTextContent(secret);
    }
  });

  it('shows a company with its own details and its contact person’s', async () => {
    mockFlowApi({ 'GET /api/countries': { body: COUNTRIES } });
    filledFlow('contract-creation', {}, { type: 'company', company: companyInput() });
    await openFlow();
    const applicant = section('Uw gegevens');
    await screen.findByText('Damrak 1, 1011AB Amsterdam, Nederland');
    const company = within(applicant).getByRole('heading', { level: 4, name: 'Bedrijf' })
      .parentElement as HTMLElement;
    expect(definitionOf(company, 'Naam')).toBe('Van der Berg Vastgoed B.V.');
    expect(definitionOf(company, 'KvK-nummer')).toBe('69599084');
    expect(definitionOf(company, 'RSIN')).toBe('812000006');
    expect(definitionOf(company, 'Telefoonnummer')).toBe('0201234567');
    expect(definitionOf(company, 'IBAN')).toBe('NL91 ABNA 0417 1643 00');
    const contact = within(applicant).getByRole('heading', { level: 4, name: 'Contactpersoon' })
      .parentElement as HTMLElement;
    expect(definitionOf(contact, 'Mobiel nummer')).toBe('0612345678');
    expect(definitionOf(contact, 'Identiteitsbewijs')).toBe('Rijbewijs •••••••789');
    expect(document.body).not.toHaveTextContent('5123456789');
  });

  it('goes back to a step with Wijzigen', async () => {
    const user = userEvent.setup();
    mockFlowApi();
    filledFlow('contract-creation');
    await openFlow();
    await user.click(within(section('Uw belegging')).getByRole('button', { name: /Wijzigen/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Uw belegging' })).toHaveFocus();
    expect(useAppStore.getState().investmentFlow.activePage).toBe('belegging-toevoegen');
  });

  it('requires each of the three statements, with a Dutch message', async () => {
    const user = userEvent.setup();
    const api = mockFlowApi({ [APPLY]: { status: 201, body: createdApplication() } });
    filledFlow('contract-creation');
    await openFlow();

    await user.click(screen.getByRole('button', { name: 'Contract aanmaken' }));
    const summary = await screen.findByRole('alert', { name: 'Controleer uw aanvraag' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ga akkoord met de voorwaarden van het fonds.',
      'Bevestig dat u het essentiële-informatiedocument van het fonds heeft gelezen.',
      'Bevestig dat uw gegevens juist en volledig zijn.',
    ]);
    expect(screen.getByRole('checkbox', { name: /voorwaarden/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(screen.getByRole('checkbox', { name: /voorwaarden/ }));
    await user.click(screen.getByRole('checkbox', { name: /essentiële-informatiedocument/ }));
    await user.click(screen.getByRole('button', { name: 'Contract aanmaken' }));
    expect(
      within(screen.getByRole('alert', { name: 'Controleer uw aanvraag' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(1);
    expect(api.callsTo(APPLY)).toHaveLength(0);
  });

  it('sends one application that the API schema accepts, the chosen kind’s amounts only, then goes to the payment', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    const api = mockFlowApi({ [APPLY]: reply.handler });
    filledFlow('contract-creation', {
      // A monthly amount left from before the kind changed is not sent.
      investment: {
        kind: 'eenmalig',
        initialDeposit: '5000.00',
        periodicDeposit: '100.00',
        description: 'Pensioen',
        stock: 'cash',
      },
    });
    await openFlow();
    await acceptAll(user);

    const button = screen.getByRole('button', { name: 'Contract aanmaken' });
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(api.callsTo(APPLY)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Bezig…' })).toBeDisabled();

    const body = api.callsTo(APPLY)[0]?.body;
    const parsed = investmentApplicationSchemaOn(calendarDate(FIXTURE_TODAY)).safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body).toMatchObject({
      flow: 'nederlands',
      investment: {
        initialDeposit: '5000.00',
        kind: 'eenmalig',
        stock: 'cash',
        description: 'Pensioen',
      },
      questionnaire: { id: 1, riskAcknowledged: false },
      applicant: { type: 'mijn' },
    });
    expect(body).not.toHaveProperty('investment.periodicDeposit');

    reply.release({ status: 201, body: createdApplication() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Eerste inleg betalen' }),
    ).toBeVisible();
    expect(useAppStore.getState().investmentFlow.contract).toEqual({
      contractId: CONTRACT_ID,
      amountDue: '5000.00',
    });
    expect(api.callsTo(APPLY)).toHaveLength(1);
  });

  it('shows every message of a 422 and keeps all that was entered', async () => {
    const user = userEvent.setup();
    const api = mockFlowApi({
      [APPLY]: errorReply(
        422,
        'Het BSN van uw partner komt al voor in deze aanvraag.',
        'De eenmalige inleg is lager dan het minimum van het fonds.',
      ),
    });
    filledFlow('contract-creation');
    const before = structuredClone(useAppStore.getState().investmentFlow);
    await openFlow();
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Contract aanmaken' }));

    const summary = await screen.findByRole('alert', { name: 'Het contract is niet aangemaakt' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Het BSN van uw partner komt al voor in deze aanvraag.',
      'De eenmalige inleg is lager dan het minimum van het fonds.',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Contract aanmaken' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /voorwaarden/ })).toBeChecked();
    expect(useAppStore.getState().investmentFlow).toEqual(before);

    // Sent again after a refusal: the guard was released.
    await user.click(screen.getByRole('button', { name: 'Contract aanmaken' }));
    await waitFor(() => expect(api.callsTo(APPLY)).toHaveLength(2));
  });

  it('names the numbers to type again when step 3 was completed before a reload (issue 17)', async () => {
    const user = userEvent.setup();
    const api = mockFlowApi();
    filledFlow('contract-creation', {}, null);
    // What step 3 left in the browser: the type and values, never the BSN or document number.
    const values = emptyApplicantForm();
    values.type = 'company';
    values.company.naamBedrijf = 'Berg BV';
    updateApplicant({ type: 'company', values: values as unknown as Record<string, unknown> });
    await openFlow();

    const applicant = section('Uw gegevens');
    expect(within(applicant).queryByText(/nog niet volledig ingevuld/)).toBeNull();
    expect(within(applicant).getByRole('region', { name: 'Opnieuw invullen' })).toHaveTextContent(
      'Om uw gegevens te beschermen bewaren we uw BSN en documentnummer niet. Vul deze opnieuw in:Contactpersoon: Burgerservicenummer (BSN), Documentnummer',
    );
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Contract aanmaken' }));

    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent(
      'Om uw gegevens te beschermen bewaren we uw BSN en documentnummer niet. Vul deze opnieuw in: Contactpersoon: Burgerservicenummer (BSN), Documentnummer.',
    );
    expect(problems).not.toHaveTextContent('Kies voor wie u belegt');
    expect(within(problems).getAllByRole('button', { name: 'Naar Uw gegevens' })).toHaveLength(1);
    expect(api.callsTo(APPLY)).toHaveLength(0);
  });

  it('sends nothing while the application is incomplete, and links to the step that holds it', async () => {
    const user = userEvent.setup();
    const api = mockFlowApi();
    filledFlow('contract-creation', {}, null);
    await openFlow();
    expect(within(section('Uw gegevens')).getByText(/nog niet volledig ingevuld/)).toBeVisible();
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Contract aanmaken' }));

    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('Uw aanvraag is nog niet compleet');
    await user.click(
      within(problems).getAllByRole('button', { name: 'Naar Uw gegevens' })[0] as HTMLElement,
    );
    expect(useAppStore.getState().investmentFlow.activePage).toBe('applicant');
    expect(api.callsTo(APPLY)).toHaveLength(0);
  });

  it('links the statements to the fund’s own PDFs and sends the versions accepted', async () => {
    const user = userEvent.setup();
    const api = mockFlowApi({ [APPLY]: { status: 201, body: createdApplication() } });
    filledFlow('contract-creation');
    await openFlow();

    const documents = screen.getByRole('list', {
      name: 'Documenten van het Nederlands Vastgoedfonds',
    });
    expect(
      within(documents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      [
        'Essentiële-informatiedocument (pdf)',
        '/api/funds/1/documents/essentiele-informatie',
        '_blank',
      ],
      ['Participatievoorwaarden (pdf)', '/api/funds/1/documents/voorwaarden', '_blank'],
      ['Informatiememorandum (pdf)', '/api/funds/1/documents/informatiememorandum', '_blank'],
    ]);
    // The statements link to the documents they are about, not to the funds table.
    const accept = screen.getByRole('group', { name: 'Akkoord' });
    expect(within(accept).getByRole('link', { name: 'voorwaarden (pdf)' })).toHaveAttribute(
      'href',
      '/api/funds/1/documents/voorwaarden',
    );
    expect(
      within(accept).getByRole('link', { name: 'essentiële-informatiedocument (pdf)' }),
    ).toHaveAttribute('href', '/api/funds/1/documents/essentiele-informatie');
    // The step's own links; the side menu's "Fondsen" leads to the table on purpose.
    expect(screen.getByRole('main').querySelector('a[href="/fondsen-tabel"]')).toBeNull();

    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Contract aanmaken' }));
    await waitFor(() => expect(api.callsTo(APPLY)).toHaveLength(1));
    const index = fundDocumentIndex(1);
    expect(api.callsTo(APPLY)[0]?.body).toMatchObject({
      acceptedDocuments: Object.fromEntries(index.data.map((doc) => [doc.kind, doc.hash])),
    });
  });
});
