import type { ContractSummary } from '@bp/api-schema';
import { FIXTURE_TODAY } from '@bp/api-schema/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { americanContract, dutchContract, toSummary } from '../../../../test/portfolio-fixtures';
import {
  CONTRACT_ID,
  atPaymentStep,
  createdApplication,
  filledFlow,
  openFinishFlow,
} from '../../finish-test-setup';
import { mockFlowApi } from '../../test-setup';

/**
 * Issue 17: a contract made in step 4 and left for later in step 5 is on Betaling afronden and
 * in the menu's badge at once, without a reload. The fake server's list changes when the
 * contract is made, as the real one does; the app's copy must follow.
 */

const NEW_CONTRACT: ContractSummary = {
  ...toSummary(americanContract),
  ContractID: CONTRACT_ID,
  Contractnummer: 'NL-2026-000101',
  FondsNaam: 'Nederlands Vastgoedfonds',
};

function menu() {
  return screen.getByRole('navigation', { name: 'Hoofdmenu' });
}

async function expectUnpaidBadge(count: string) {
  await waitFor(() =>
    expect(
      within(menu()).getByRole('link', { name: `Betaling afronden, ${count} nog te betalen` }),
    ).toBeVisible(),
  );
}

async function acceptAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /voorwaarden/ }));
  await user.click(screen.getByRole('checkbox', { name: /essentiële-informatiedocument/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Mijn gegevens zijn juist en volledig.' }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${FIXTURE_TODAY}T10:00:00Z`));
});

describe('after Contract aanmaken and Later betalen', () => {
  it('shows the new contract on Betaling afronden and in the menu’s badge without a reload', async () => {
    const user = userEvent.setup();
    const onServer: ContractSummary[] = [toSummary(dutchContract)];
    mockFlowApi({
      'GET /api/contracts/summaries': () => ({ body: [...onServer] }),
      'POST /api/investment-applications': () => {
        onServer.push(NEW_CONTRACT);
        return { status: 201, body: createdApplication() };
      },
    });
    filledFlow('contract-creation');
    const app = await openFinishFlow();
    // The menu has the list from before the contract: nothing to pay.
    await waitFor(() =>
      expect(within(menu()).getByRole('link', { name: 'Betaling afronden' })).toBeVisible(),
    );

    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Contract aanmaken' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Eerste inleg betalen' }),
    ).toBeVisible();
    await expectUnpaidBadge('1 contract');

    await user.click(screen.getByRole('button', { name: 'Later betalen' }));
    await waitFor(() => expect(app.currentPath()).toBe('/mijn-betaling-afronden'));
    const table = await screen.findByRole('table', {
      name: 'Contracten waarvan de betaling nog niet is afgerond',
    });
    expect(within(table).getByRole('link', { name: 'NL-2026-000101' })).toBeVisible();
    expect(screen.queryByText(/Al uw contracten zijn betaald/)).not.toBeInTheDocument();
    await expectUnpaidBadge('1 contract');
  });

  it('asks for the list again when Later betalen is chosen, even one just fetched', async () => {
    const user = userEvent.setup();
    // The app's copy predates the contract (fetched in another tab, say): the server has it.
    const onServer: ContractSummary[] = [];
    mockFlowApi({ 'GET /api/contracts/summaries': () => ({ body: [...onServer] }) });
    atPaymentStep('initial-payment');
    const app = await openFinishFlow();
    await waitFor(() =>
      expect(within(menu()).getByRole('link', { name: 'Betaling afronden' })).toBeVisible(),
    );
    onServer.push(NEW_CONTRACT);

    await user.click(screen.getByRole('button', { name: 'Later betalen' }));
    await waitFor(() => expect(app.currentPath()).toBe('/mijn-betaling-afronden'));
    expect(await screen.findByRole('link', { name: 'NL-2026-000101' })).toBeVisible();
    expect(screen.queryByText(/Al uw contracten zijn betaald/)).not.toBeInTheDocument();
    await expectUnpaidBadge('1 contract');
  });
});
