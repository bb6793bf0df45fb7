import type { Mandate } from '@bp/api-schema';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { investor } from '../../test/fixtures';
import { errorReply } from '../../test/mock-api';
import { MANDATE_ID, mandate } from '../../test/payment-fixtures';
import { mockPortfolioApi } from '../../test/portfolio-api-mock';
import { definitionOf } from '../../test/queries';
import { renderApp } from '../../test/render-app';

const PAGE = `/twikey-result?mandaat=${MANDATE_ID}`;

function sectionOf(heading: HTMLElement): HTMLElement {
  const section = heading.closest('section');
  if (!section) throw new Error('no section');
  return section;
}

describe('/twikey-result', () => {
  it('shows the monthly deposit, the collection day and the masked IBAN once signed', async () => {
    mockPortfolioApi({
      [`GET /api/mandates/${MANDATE_ID}`]: {
        body: mandate({ status: 'signed', signedAt: '2025-11-22T10:05:00.000Z' }),
      },
    });
    renderApp(PAGE, { user: investor });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultaat incassomachtiging' }),
    ).toBeVisible();
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Uw machtiging is afgegeven',
    });
    expect(heading).toHaveFocus();
    const signed = sectionOf(heading);
    expect(definitionOf(signed, 'Contract')).toBe('NL-2019-001234');
    expect(definitionOf(signed, 'Maandelijkse inleg')).toBe('€ 100,00');
    expect(definitionOf(signed, 'Incassodag')).toBe('De 15e van de maand');
    expect(definitionOf(signed, 'Van rekening (IBAN)')).toBe('NL•• •••• •••• ••43 00');
    expect(definitionOf(signed, 'Ondertekend op')).toBe('22 november 2025');
    expect(screen.getByRole('link', { name: 'Naar uw contract' })).toHaveAttribute(
      'href',
      '/contractbeheer/1001/gegevens',
    );
  });

  it('waits while the mandate is prepared, explains a longer wait after 30 s, then shows it signed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current: Mandate = mandate();
    const api = mockPortfolioApi({
      [`GET /api/mandates/${MANDATE_ID}`]: () => ({ body: current }),
    });
    renderApp(PAGE, { user: investor });
    await screen.findByText('Uw machtiging wordt verwerkt. Dit duurt meestal enkele seconden.');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.getByRole('status')).toHaveTextContent(
      'De bevestiging van uw machtiging kan iets langer duren. Deze pagina werkt zichzelf bij zodra zij er is; u hoeft niets te doen.',
    );
    expect(api.callsTo(`GET /api/mandates/${MANDATE_ID}`).length).toBeGreaterThanOrEqual(15);

    current = mandate({ status: 'signed', signedAt: '2025-11-22T10:05:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Uw machtiging is afgegeven' }),
    ).toBeVisible();
  });

  it.each([
    [
      'cancelled',
      'De machtiging is niet afgegeven',
      'Er wordt niets van uw rekening geïncasseerd.',
    ],
    ['suspended', 'De machtiging is opgeschort', 'Geef een nieuwe machtiging af'],
  ] as const)('explains a %s mandate and leads to a new one', async (status, title, text) => {
    mockPortfolioApi({
      [`GET /api/mandates/${MANDATE_ID}`]: { body: mandate({ status }) },
    });
    renderApp(PAGE, { user: investor });
    const heading = await screen.findByRole('heading', { level: 2, name: title });
    expect(sectionOf(heading)).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Opnieuw een machtiging afgeven' })).toHaveAttribute(
      'href',
      '/contractbeheer/1001/gegevens#machtiging',
    );
  });

  it('says so when the mandate is unknown, missing from the address or not an id', async () => {
    const api = mockPortfolioApi({
      [`GET /api/mandates/${MANDATE_ID}`]: errorReply(404, 'Onbekende machtiging.'),
    });
    let view = renderApp(PAGE, { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Deze machtiging is niet gevonden' }),
    ).toBeVisible();
    view.unmount();

    view = renderApp('/twikey-result', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Geen machtiging opgegeven' }),
    ).toBeVisible();
    view.unmount();

    renderApp('/twikey-result?mandaat=abc', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Deze machtiging is niet gevonden' }),
    ).toBeVisible();
    expect(api.callsTo('GET /api/mandates/abc')).toEqual([]);
  });

  describe('back through Twikey’s exit URL (?mndtId={0}&status={1}&sig={3})', () => {
    const SIG = '9AC1F6BF40A83197FE212F22A4D8790799BB2080EB75644D93FA2B8E9CBD6A9C';
    const EXIT = `/twikey-result?mndtId=SAMPLE11&status=ok&sig=${SIG}`;

    it('has the server check the signature, then shows the mandate at its own address', async () => {
      const signed = mandate({ status: 'signed', signedAt: '2025-11-22T10:05:00.000Z' });
      const api = mockPortfolioApi({
        'POST /api/mandates/exit': { body: signed },
        [`GET /api/mandates/${MANDATE_ID}`]: { body: signed },
      });
      renderApp(EXIT, { user: investor });
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Uw machtiging is afgegeven' }),
      ).toBeVisible();
      expect(api.callsTo('POST /api/mandates/exit').map((call) => call.body)).toEqual([
        { mndtId: 'SAMPLE11', status: 'ok', sig: SIG },
      ]);
    });

    it('says plainly when the link is not genuine, and asks nothing more', async () => {
      const refusal =
        'De link waarmee u terugkwam van de machtigingspagina is niet echt of is gewijzigd, dus wij hebben niets met uw machtiging gedaan. Bekijk de status van uw machtiging bij de gegevens van uw contract.';
      const api = mockPortfolioApi({
        'POST /api/mandates/exit': errorReply(403, refusal),
      });
      renderApp(EXIT, { user: investor });
      const heading = await screen.findByRole('heading', {
        level: 2,
        name: 'Deze terugkeerlink klopt niet',
      });
      expect(heading.closest('section') ?? document.body).toHaveTextContent(refusal);
      expect(api.callsTo(`GET /api/mandates/${MANDATE_ID}`)).toEqual([]);
    });
  });
});
