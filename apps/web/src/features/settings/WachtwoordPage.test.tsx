import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/store';
import { investor } from '../../test/fixtures';
import { errorReply, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { PASSWORD_CHANGED } from './password/ChangePasswordForm';
import { WachtwoordPage } from './WachtwoordPage';

const PATH = '/mijn-instellingen/wachtwoord';
const renderPage = () => renderRoute(<WachtwoordPage />, { path: PATH });
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String.fromCharCode(74 + i)}K`);
const SETUP = {
  secret: 'JBSW Y3DP EHPK 3PXP',
  otpauthUri: 'otpauth://totp/Beleggersportaal:belegger%40example.com?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

beforeEach(() => {
  useAppStore.setState({ user: investor });
});

describe('WachtwoordPage: password change', () => {
  it('is titled and sits in the settings navigation', () => {
    mockApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Wachtwoord en beveiliging',
    );
    expect(screen.getByRole('navigation', { name: 'Mijn instellingen' })).toBeInTheDocument();
  });

  it('lists every problem without calling the server', async () => {
    const { requests } = mockApi({});
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'kort');
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'anders');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Vul uw huidige wachtwoord in.');
    expect(summary).toHaveTextContent('Het wachtwoord moet minimaal 12 tekens lang zijn.');
    expect(summary).toHaveTextContent('De wachtwoorden komen niet overeen.');
    expect(requests).toHaveLength(0);
  });

  it('changes the password, says so and empties the form', async () => {
    const { callsTo } = mockApi({ 'POST /api/users/me/password': { status: 204 } });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Huidig wachtwoord'), 'Belegger-demo-2026');
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw-Wachtwoord-2027');
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'Nieuw-Wachtwoord-2027');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(callsTo('POST /api/users/me/password').map((call) => call.body)).toEqual([
      { currentPassword: 'Belegger-demo-2026', newPassword: 'Nieuw-Wachtwoord-2027' },
    ]);
    expect(screen.getByLabelText('Huidig wachtwoord')).toHaveValue('');
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue('');
  });

  it('shows the refusal of a wrong current password and keeps what was typed', async () => {
    mockApi({
      'POST /api/users/me/password': () =>
        errorReply(422, 'Huidig wachtwoord: Het huidige wachtwoord klopt niet.'),
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Huidig wachtwoord'), 'Verkeerd-wachtwoord-1');
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'Nieuw-Wachtwoord-2027');
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'Nieuw-Wachtwoord-2027');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText(/Het huidige wachtwoord klopt niet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue('Nieuw-Wachtwoord-2027');
  });
});

describe('WachtwoordPage: two-step verification', () => {
  it('turns it on: QR code and secret, a first code, then the recovery codes once', async () => {
    const { callsTo } = mockApi({
      'POST /api/users/me/two-factor': { body: SETUP },
      'POST /api/users/me/two-factor/confirm': { body: { recoveryCodes: CODES } },
    });
    const { user } = renderPage();
    const section = screen.getByRole('region', { name: 'Tweestapsverificatie' });
    expect(section).toHaveTextContent('Tweestapsverificatie staat uit.');
    await user.click(within(section).getByRole('button', { name: 'Aanzetten' }));
    const qr = await within(section).findByRole('img', { name: /QR-code/ });
    expect(qr).toHaveAttribute('src', SETUP.qrCode);
    expect(within(section).getByText(SETUP.secret)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Code bevestigen' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Vul de code uit uw authenticator-app in.',
    );
    await user.type(within(section).getByLabelText('Code uit uw authenticator-app'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Code bevestigen' }));
    const list = await within(section).findByRole('list', { name: 'Herstelcodes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(callsTo('POST /api/users/me/two-factor/confirm').map((c) => c.body)).toEqual([
      { code: '123456' },
    ]);
    expect(useAppStore.getState().user?.twoFactorEnabled).toBe(true);
    expect(within(section).getByRole('button', { name: 'Kopiëren' })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Downloaden als tekstbestand' }),
    ).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', { name: 'Ik heb mijn herstelcodes bewaard' }),
    );
    expect(within(section).queryByRole('list', { name: 'Herstelcodes' })).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Tweestapsverificatie staat aan.');
  });

  it('turns it off with the password and a code', async () => {
    useAppStore.setState({ user: { ...investor, twoFactorEnabled: true } });
    const { callsTo } = mockApi({ 'DELETE /api/users/me/two-factor': { status: 204 } });
    const { user } = renderPage();
    const section = screen.getByRole('region', { name: 'Tweestapsverificatie' });
    expect(section).toHaveTextContent('Tweestapsverificatie staat aan.');
    await user.click(within(section).getByRole('button', { name: 'Uitzetten' }));
    await user.type(within(section).getByLabelText('Uw wachtwoord'), 'Belegger-demo-2026');
    await user.type(within(section).getByLabelText('Code uit uw authenticator-app'), '654321');
    await user.click(within(section).getByRole('button', { name: 'Definitief uitzetten' }));
    await waitFor(() => expect(useAppStore.getState().user?.twoFactorEnabled).toBe(false));
    expect(callsTo('DELETE /api/users/me/two-factor').map((c) => c.body)).toEqual([
      { password: 'Belegger-demo-2026', code: '654321' },
    ]);
    expect(section).toHaveTextContent('Tweestapsverificatie staat uit.');
  });
});
