import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import {
  atStep,
  mockFlowApi,
  openFlow,
  questionnaireData,
  scoredSlot,
  setFlow,
  withSlot,
} from '../test-setup';
import {
  QUESTIONNAIRE_1,
  QUESTIONNAIRE_2,
  RISK_ACKNOWLEDGEMENT_LABEL,
  RISK_ACKNOWLEDGEMENT_MISSING,
} from '@bp/domain';

const WARNING = 'Let op: dit fonds past niet bij uw risicoprofiel';
let api: ReturnType<typeof mockFlowApi>;

beforeEach(() => {
  api = mockFlowApi();
  setFlow({
    investment: {
      kind: 'eenmalig',
      initialDeposit: '5000.00',
      periodicDeposit: null,
      description: '',
      stock: 'stock',
    },
  });
});

function flow() {
  return useAppStore.getState().investmentFlow;
}

describe('step 2: the risk questionnaire', () => {
  it.each([
    ['/nederlands-vastgoed', 'nederlands', 1],
    ['/duits-vastgoed', 'duits', 1],
    ['/amerikaans-vastgoed', 'american', 2],
    ['/leningenfonds', 'leningenfonds', 3],
  ] as const)('%s (flow %s) asks questionnaire %i', async (path, currentFlow, id) => {
    atStep('questionnaire', currentFlow);
    await openFlow(path);
    const first = questionnaireData(id).questions[0];
    expect(await screen.findByRole('group', { name: first?.question })).toBeVisible();
    expect(api.calls('GET', `/api/questionnaires/${id}`)).toHaveLength(1);
  });

  it('goes on without a warning when the profile fits the fund', async () => {
    const user = userEvent.setup();
    atStep('questionnaire');
    withSlot('standard', scoredSlot(1, 'neutraal'));
    await openFlow();
    await screen.findByRole('heading', { name: 'Uw risicoprofiel: Neutraal' });
    expect(screen.queryByRole('heading', { name: WARNING })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Uw gegevens' })).toHaveFocus();
    expect(flow().questionnaires.standard).toMatchObject({
      version: QUESTIONNAIRE_1.version,
      riskSelection: 'neutraal',
      riskAcknowledged: false,
    });
  });

  it('warns below the fund’s profile and goes on only after the acknowledgement', async () => {
    const user = userEvent.setup();
    atStep('questionnaire');
    withSlot('standard', scoredSlot(1, 'defensief'));
    await openFlow();
    const warning = await screen.findByRole('region', { name: WARNING });
    expect(warning).toHaveTextContent('Uw risicoprofiel is Defensief');
    expect(warning).toHaveTextContent('minimaal het profiel Neutraal');
    expect(warning).toHaveTextContent(/u kunt een deel of zelfs alles van uw inleg verliezen/);
    const checkbox = within(warning).getByRole('checkbox', { name: RISK_ACKNOWLEDGEMENT_LABEL });
    expect(checkbox).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(flow().activePage).toBe('questionnaire');
    expect(checkbox).toHaveFocus();
    expect(checkbox).toHaveAccessibleDescription(`Fout: ${RISK_ACKNOWLEDGEMENT_MISSING}`);

    await user.click(checkbox);
    expect(flow().questionnaires.standard.riskAcknowledged).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByRole('heading', { level: 2, name: 'Uw gegevens' });
    expect(flow().questionnaires.standard).toMatchObject({
      version: QUESTIONNAIRE_1.version,
      riskSelection: 'defensief',
      riskAcknowledged: true,
    });
    expect(flow().questionnaires.standard.answers).toHaveLength(QUESTIONNAIRE_1.questions.length);
  });

  it('measures the American fund against offensief, and a safer choice needs a new acknowledgement', async () => {
    const user = userEvent.setup();
    atStep('questionnaire', 'american');
    withSlot('us', scoredSlot(2, 'offensief', ['defensief', 'neutraal', 'offensief']));
    await openFlow('/amerikaans-vastgoed');
    await screen.findByRole('heading', { name: 'Uw risicoprofiel: Offensief' });
    expect(screen.queryByRole('region', { name: WARNING })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Neutraal' }));
    const warning = screen.getByRole('region', { name: WARNING });
    expect(warning).toHaveTextContent('Het Amerikaans Vastgoedfonds past bij');
    await user.click(within(warning).getByRole('checkbox'));
    expect(flow().questionnaires.us.riskAcknowledged).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Defensief' }));
    expect(flow().questionnaires.us.riskAcknowledged).toBe(false);
    expect(
      within(screen.getByRole('region', { name: WARNING })).getByRole('checkbox'),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(flow().activePage).toBe('questionnaire');

    await user.click(screen.getByRole('radio', { name: 'Offensief (uw advies)' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(flow().activePage).toBe('applicant'));
    expect(flow().questionnaires.us.version).toBe(QUESTIONNAIRE_2.version);
  });

  it('links the statement about the KID and the prospectus to the fund’s PDFs', async () => {
    atStep('questionnaire', 'duits');
    withSlot('standard', { ...scoredSlot(1, 'neutraal'), score: null, riskSelection: null });
    await openFlow('/duits-vastgoed');
    const statement = await screen.findByRole('checkbox', {
      name: QUESTIONNAIRE_1.statements.questionEleven,
    });
    const kid = screen.getByRole('link', { name: 'essentiële-informatiedocument (pdf)' });
    expect(kid).toHaveAttribute('href', '/api/funds/2/documents/essentiele-informatie');
    expect(kid).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'informatiememorandum (pdf)' })).toHaveAttribute(
      'href',
      '/api/funds/2/documents/informatiememorandum',
    );
    // The links are the statement's description, read with the checkbox.
    expect(statement).toHaveAccessibleDescription(
      /Lees het essentiële-informatiedocument \(pdf\) en het informatiememorandum \(pdf\), het prospectus van het Duits Vastgoedfonds\./,
    );
  });
});
