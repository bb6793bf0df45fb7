import type { RelatedPerson, RelationsResponse } from '@bp/api-schema';
import { CHILD_MAJORITY_TEXTS } from '@bp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/store';
import { investor, personalInfo } from '../../test/fixtures';
import { errorBody, type ApiRequest } from '../../test/mock-api';
import { mockPortfolioApi } from '../../test/portfolio-api-mock';
import { renderApp } from '../../test/render-app';

const base: Omit<
  RelatedPerson,
  'Id' | 'Relatie' | 'Initialen' | 'Tussenvoegsel' | 'Achternaam' | 'Geboortedatum'
> = {
  Geslacht: null,
  Bsn: null,
  Identiteitsbewijs: null,
  Documentnummer: null,
  GeldigTot: null,
  Contracten: [],
  Verwijderbaar: true,
  RedenNietVerwijderbaar: null,
};

const partner: RelatedPerson = {
  ...base,
  Id: 1,
  Relatie: 'partner',
  Initialen: 'M.',
  Tussenvoegsel: null,
  Achternaam: 'Jansen',
  Geboortedatum: '1970-09-23',
};
const REASON =
  'S. de Vries is contracthouder van contract US-2026-002071; een relatie met een contract kunt u niet verwijderen. Neem contact op met de administratie als deze relatie niet meer klopt.';
const adultChild: RelatedPerson = {
  ...base,
  Id: 2,
  Relatie: 'kind',
  Initialen: 'S.',
  Tussenvoegsel: 'de',
  Achternaam: 'Vries',
  Geboortedatum: '2004-02-17',
  Contracten: ['US-2026-002071'],
  Verwijderbaar: false,
  RedenNietVerwijderbaar: REASON,
};
const young: RelatedPerson = {
  ...base,
  Id: 3,
  Relatie: 'kind',
  Initialen: 'L.',
  Tussenvoegsel: null,
  Achternaam: 'Jansen',
  Geboortedatum: '2016-05-01',
  Geslacht: 'vrouw',
};

const listOf = (relaties: RelatedPerson[]): { body: RelationsResponse } => ({
  body: { me: personalInfo, relaties },
});

const PAGE = '/mijn-instellingen/overige-relaties';

describe('Overige relaties', () => {
  it('lists partner and children, the 18+ notice with its meaning, and why one cannot be removed', async () => {
    mockPortfolioApi({ 'GET /api/relations': listOf([partner, adultChild]) });
    renderApp(PAGE, { user: investor });
    const child = (await screen.findByRole('heading', { name: 'S. de Vries' })).closest('li');
    if (!child) throw new Error('no card');
    expect(within(child).getByText('Meerderjarig sinds 17 februari 2022')).toBeVisible();
    expect(within(child).getByText(CHILD_MAJORITY_TEXTS.adultWithContracts)).toBeVisible();
    expect(within(child).getByText(REASON)).toBeVisible();
    const remove = within(child).getByRole('button', { name: 'S. de Vries verwijderen' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(REASON);
    const partnerCard = screen.getByRole('heading', { name: 'M. Jansen' }).closest('li');
    if (!partnerCard) throw new Error('no card');
    expect(within(partnerCard).getByText('Partner')).toBeVisible();
    expect(
      within(partnerCard).getByRole('button', { name: 'M. Jansen verwijderen' }),
    ).toBeEnabled();
  });

  it('adds a child after checking it with the API’s schema', async () => {
    const sent: ApiRequest[] = [];
    let relaties = [partner];
    mockPortfolioApi({
      'GET /api/relations': () => listOf(relaties),
      'POST /api/relations': (request) => {
        sent.push(request);
        relaties = [partner, young];
        return { status: 201, body: young };
      },
    });
    renderApp(PAGE, { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'Relatie toevoegen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Controleer de gegevens')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Kind' }));
    await userEvent.type(screen.getByLabelText('Voorletters'), 'L.');
    await userEvent.type(screen.getByLabelText('Achternaam'), 'Jansen');
    await userEvent.selectOptions(screen.getByLabelText('Geslacht'), 'vrouw');
    await userEvent.type(screen.getByLabelText('Geboortedatum'), '01-05-2016');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      Relatie: 'kind',
      initialen: 'L.',
      tussenvoegsel: '',
      achternaam: 'Jansen',
      geslacht: 'vrouw',
      geboortedatum: '2016-05-01',
    });
    expect(await screen.findByText('L. Jansen is toegevoegd.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'L. Jansen' })).toBeVisible();
  });

  it('edits the selectedRelatie and sends only what changed', async () => {
    const sent: ApiRequest[] = [];
    mockPortfolioApi({
      'GET /api/relations': listOf([partner, young]),
      'PATCH /api/relations/3': (request) => {
        sent.push(request);
        return { body: { ...young, Achternaam: 'Jansen-Bos' } };
      },
    });
    renderApp(PAGE, { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'L. Jansen wijzigen' }));
    expect(useAppStore.getState().selectedRelatie).toBe(3);
    const name = screen.getByLabelText('Achternaam');
    expect(name).toHaveValue('Jansen');
    expect(screen.getByLabelText('Geboortedatum')).toHaveValue('01-05-2016');
    await userEvent.clear(name);
    await userEvent.type(name, 'Jansen-Bos');
    await userEvent.click(screen.getByRole('button', { name: 'Wijzigingen opslaan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/api/relations/3');
    expect(sent[0]?.body).toEqual({ achternaam: 'Jansen-Bos' });
    expect(await screen.findByText('De gegevens van L. Jansen-Bos zijn opgeslagen.')).toBeVisible();
    expect(useAppStore.getState().selectedRelatie).toBeNull();
  });

  it('asks before removing, and shows the server’s reason when it refuses', async () => {
    const removed: string[] = [];
    mockPortfolioApi({
      'GET /api/relations': listOf([partner, young]),
      'DELETE /api/relations/3': (request) => {
        removed.push(request.path);
        return { status: 409, body: errorBody('L. Jansen is contracthouder van contract X-1.') };
      },
    });
    renderApp(PAGE, { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'L. Jansen verwijderen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'L. Jansen verwijderen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(removed).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'L. Jansen verwijderen' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L. Jansen is contracthouder van contract X-1.',
    );
    expect(removed).toEqual(['/api/relations/3']);
  });
});
