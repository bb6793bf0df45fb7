import type { ApplicationPrefillResponse, Country, Upload } from '@bp/api-schema';
import { childInput, companyInput, mijnInput, partnerInput } from '@bp/api-schema/test-fixtures';
import { DUE_DILIGENCE_QUESTIONS } from '@bp/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ApiRequest, Handler, Reply } from '../../../../test/mock-api';
import { investor } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { atStep, mockFlowApi } from '../../test-setup';

/** Test helpers of step 3: its API, and filling its blocks with the api-schema's fixtures. */

export type User = ReturnType<typeof userEvent.setup>;

export const COUNTRIES: Country[] = [
  { code: 'DE', name: 'Duitsland' },
  { code: 'NL', name: 'Nederland' },
  { code: 'US', name: 'Verenigde Staten' },
];

export const NEW_INVESTOR: ApplicationPrefillResponse = { mijn: null, relations: [] };

/** POST /api/uploads answering each file with a fresh id, as the server does. */
export function uploadServer() {
  let count = 0;
  return (request: ApiRequest): Reply => {
    count += 1;
    const file = request.body instanceof FormData ? request.body.get('file') : null;
    const upload: Upload = {
      id: `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`,
      name: file instanceof File ? file.name : 'bestand.pdf',
      size: file instanceof File ? file.size : 1,
      type: 'application/pdf',
    };
    return { status: 201, body: upload };
  };
}

export function mockApplicantApi(extra: Record<string, Handler> = {}) {
  return mockFlowApi({
    'GET /api/countries': { body: COUNTRIES },
    'GET /api/investment-applications/prefill': { body: NEW_INVESTOR },
    'POST /api/uploads': uploadServer(),
    'POST /api/postcode': {
      body: {
        postcode: '1234AB',
        huisnummer: 12,
        straatnaam: 'Dorpsstraat',
        woonplaats: 'Utrecht',
      },
    },
    ...extra,
  });
}

export async function openApplicantStep() {
  atStep('applicant', 'american');
  const app = renderApp('/amerikaans-vastgoed', { user: investor });
  // The first render loads the flow's chunk and the form's schema: more than findBy's second.
  await screen.findByRole('group', { name: 'Voor wie belegt u?' }, { timeout: 5000 });
  return app;
}

export function section(name: string) {
  return screen.getByRole('region', { name });
}

export function pdf(name: string): File {
  return new File(['%PDF-1.4 klein'], name, { type: 'application/pdf' });
}

type Scope = ReturnType<typeof within>;

export function type(scope: Scope, label: string | RegExp, value: string) {
  fireEvent.change(scope.getByLabelText(label), { target: { value } });
}

/** "1980-05-17" → "17-05-1980", as the investor types it. */
export function dutch(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day ?? ''}-${month ?? ''}-${year ?? ''}`;
}

export async function answer(user: User, scope: Scope, question: string, yes: boolean) {
  await user.click(
    within(scope.getByRole('group', { name: question })).getByRole('radio', {
      name: yes ? 'Ja' : 'Nee',
    }),
  );
}

export async function upload(user: User, scope: Scope, label: string, name = 'kopie.pdf') {
  await user.upload(scope.getByLabelText(label), pdf(name));
  await scope.findByText(new RegExp(`Verstuurd: ${name}`));
}

interface NamePart {
  initialen: string;
  tussenvoegsel?: string;
  achternaam: string;
  geslacht: string;
  geboortedatum: string;
}

export function fillName(scope: Scope, person: NamePart) {
  type(scope, 'Voorletters', person.initialen);
  type(scope, 'Tussenvoegsel (niet verplicht)', person.tussenvoegsel ?? '');
  type(scope, 'Achternaam', person.achternaam);
  fireEvent.change(scope.getByLabelText('Geslacht'), { target: { value: person.geslacht } });
  type(scope, 'Geboortedatum', dutch(person.geboortedatum));
}

interface IdentityPart {
  bsn: string;
  identiteitsbewijs: string;
  identiteitsbewijsCard: string;
  geldigTot: string;
}

export async function fillIdentity(user: User, scope: Scope, person: IdentityPart) {
  type(scope, 'Burgerservicenummer (BSN)', person.bsn);
  fireEvent.change(scope.getByLabelText('Soort identiteitsbewijs'), {
    target: { value: person.identiteitsbewijs },
  });
  type(scope, 'Documentnummer', person.identiteitsbewijsCard);
  type(scope, 'Geldig tot', dutch(person.geldigTot));
  await upload(user, scope, 'Kopie identiteitsbewijs, voorkant', 'voorkant.pdf');
  await upload(user, scope, 'Kopie identiteitsbewijs, achterkant', 'achterkant.png');
}

interface ContactPart {
  postcode: string;
  huisnummer: string;
  straatnaam: string;
  woonplaats: string;
  land: string;
  nationaliteit?: string;
  telefoonnummer?: string | null;
  mobiel: string;
}

export function fillContact(scope: Scope, person: ContactPart) {
  fireEvent.change(scope.getByLabelText('Land'), { target: { value: person.land } });
  type(scope, 'Postcode', person.postcode);
  type(scope, 'Huisnummer', person.huisnummer);
  type(scope, 'Straatnaam', person.straatnaam);
  type(scope, 'Woonplaats', person.woonplaats);
  if (person.nationaliteit) {
    fireEvent.change(scope.getByLabelText('Nationaliteit'), {
      target: { value: person.nationaliteit },
    });
  }
  type(scope, 'Telefoonnummer (niet verplicht)', person.telefoonnummer ?? '');
  type(scope, 'Mobiel nummer', person.mobiel);
}

/** Dutch tax resident only, no US ties: the answers of the fixtures' mijn. */
export async function answerDutchOnly(user: User, scope: Scope, who: 'u' | 'partner' | 'kind') {
  const q = QUESTION_WORDS[who];
  await answer(
    user,
    scope,
    `${q.verb} ${q.subject} uitsluitend in Nederland belastingplichtig?`,
    true,
  );
  await answer(user, scope, `${q.verb} ${q.subject} in Nederland belastingplichtig?`, true);
  await answer(
    user,
    scope,
    `${q.verb} ${q.subject} (ook) in een ander land belastingplichtig?`,
    false,
  );
  await answer(
    user,
    scope,
    `${q.verb} ${q.subject} voor de Amerikaanse belasting een US person?`,
    false,
  );
  await answer(user, scope, `${q.verb} ${q.subject} in de Verenigde Staten geboren?`, false);
}

export const QUESTION_WORDS = {
  u: { verb: 'Bent', subject: 'u', has: 'Heeft u' },
  partner: { verb: 'Is', subject: 'uw partner', has: 'Heeft uw partner' },
  kind: { verb: 'Is', subject: 'uw kind', has: 'Heeft uw kind' },
} as const;

/** The Wwft questions as the fixtures answer them: no PEP, savings. */
export async function answerDueDiligence(user: User) {
  const scope = within(section('Herkomst van het geld'));
  await answer(user, scope, DUE_DILIGENCE_QUESTIONS.pep, false);
  fireEvent.change(scope.getByLabelText(DUE_DILIGENCE_QUESTIONS.herkomstVermogen), {
    target: { value: 'spaargeld' },
  });
}

export async function fillMijn(user: User) {
  const mijn = mijnInput();
  const scope = within(section('Uw persoonlijke gegevens'));
  fillName(scope, mijn);
  fillContact(scope, mijn);
  type(scope, 'IBAN', mijn.iban);
  await fillIdentity(user, scope, mijn);
  await answerDutchOnly(user, scope, 'u');
  return mijn;
}

export async function fillPartner(user: User) {
  const partner = partnerInput();
  const scope = within(section('Gegevens van uw partner'));
  fillName(scope, partner);
  fillContact(scope, partner);
  await fillIdentity(user, scope, partner);
  // The fixture's partner is also tax resident in Germany.
  await answer(user, scope, 'Is uw partner uitsluitend in Nederland belastingplichtig?', false);
  await answer(user, scope, 'Is uw partner in Nederland belastingplichtig?', true);
  await answer(user, scope, 'Is uw partner (ook) in een ander land belastingplichtig?', true);
  fireEvent.change(scope.getByLabelText('Land van belastingplicht'), { target: { value: 'DE' } });
  type(scope, 'Fiscaal identificatienummer (TIN) in dat land', '12 345 678 903');
  await answer(user, scope, 'Is uw partner voor de Amerikaanse belasting een US person?', false);
  await answer(user, scope, 'Is uw partner in de Verenigde Staten geboren?', false);
  return partner;
}

/** The fixture's child: born in the US without US citizenship, with the CLN and passport. */
export async function fillChild(user: User) {
  const child = childInput();
  const scope = within(section('Gegevens van uw kind'));
  fillName(scope, child);
  await fillIdentity(user, scope, child);
  await answer(user, scope, 'Is uw kind uitsluitend in Nederland belastingplichtig?', true);
  await answer(user, scope, 'Is uw kind in Nederland belastingplichtig?', true);
  await answer(user, scope, 'Is uw kind (ook) in een ander land belastingplichtig?', false);
  await answer(user, scope, 'Is uw kind voor de Amerikaanse belasting een US person?', false);
  await answer(user, scope, 'Is uw kind in de Verenigde Staten geboren?', true);
  await answer(user, scope, 'Heeft uw kind de Amerikaanse nationaliteit?', false);
  await upload(user, scope, 'Kopie Certificate of Loss of Nationality (CLN)', 'cln.pdf');
  await upload(user, scope, 'Niet-Amerikaans paspoort, voorkant', 'paspoort-voor.pdf');
  await upload(user, scope, 'Niet-Amerikaans paspoort, achterkant', 'paspoort-achter.pdf');
  return child;
}

export async function fillCompany(user: User) {
  const company = companyInput();
  const own = within(section('Gegevens van uw bedrijf'));
  type(own, 'Naam van het bedrijf', company.naamBedrijf);
  type(own, 'KvK-nummer', company.kvk);
  type(own, 'RSIN', company.rsin);
  await upload(user, own, 'Uittreksel uit het Handelsregister (KvK)', 'kvk.pdf');
  await upload(user, own, 'Uittreksel uit het UBO-register', 'ubo.pdf');
  type(own, 'Telefoonnummer', company.telefoonnummer);
  type(own, 'IBAN van het bedrijf', company.iban);
  fireEvent.change(own.getByLabelText('Land'), { target: { value: 'NL' } });
  type(own, 'Postcode', company.postcode);
  type(own, 'Huisnummer', company.huisnummer);
  type(own, 'Straatnaam', company.straatnaam);
  type(own, 'Woonplaats', company.woonplaats);
  const contact = within(section('Contactpersoon'));
  const person = company.contactPerson;
  fillName(contact, person);
  fillContact(contact, person);
  await answer(
    user,
    contact,
    'Is de contactpersoon uitsluitend in Nederland belastingplichtig?',
    true,
  );
  await fillIdentity(user, contact, person.personTaxInfo);
  return company;
}
