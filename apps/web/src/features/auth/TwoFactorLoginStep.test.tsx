import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/store';
import { investor } from '../../test/fixtures';
import { errorReply, jsonReply, mockApi } from '../../test/mock-api';
import { currentUrl, renderRoute } from '../../test/render-route';
import { sessionHandlers } from '../../test/session-handlers';
import { LoginPage, recoveryCodesLeftText } from './LoginPage';

const withTwoFactor = { ...investor, twoFactorEnabled: true };

async function passwordStep(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('E-mailadres'), 'belegger@example.com');
  await user.type(screen.getByLabelText('Wachtwoord'), 'Belegger-demo-2026');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
  await screen.findByRole('heading', { name: 'Tweestapsverificatie' });
}

describe('the login with two-step verification', () => {
  it('asks for the code after the password and completes the login with it', async () => {
    const { callsTo } = mockApi({
      'POST /api/login': () => jsonReply(200, { twoFactorRequired: true }),
      'POST /api/login/totp': () => jsonReply(200, { ...withTwoFactor, recoveryCodesLeft: null }),
      ...sessionHandlers,
    });
    const { user, router } = renderRoute(<LoginPage />, { path: '/login', url: '/login' });
    await passwordStep(user);
    expect(useAppStore.getState().user).toBeNull();
    const code = screen.getByLabelText('Code uit uw authenticator-app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(callsTo('POST /api/login/totp').map((call) => call.body)).toEqual([{ code: '123 456' }]);
    expect(useAppStore.getState().user).toEqual(withTwoFactor);
  });

  it('takes a recovery code instead and tells how many are left', async () => {
    mockApi({
      'POST /api/login': () => jsonReply(200, { twoFactorRequired: true }),
      'POST /api/login/totp': () => jsonReply(200, { ...withTwoFactor, recoveryCodesLeft: 9 }),
      ...sessionHandlers,
    });
    const { user } = renderRoute(<LoginPage />, { path: '/login', url: '/login' });
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Gebruik een herstelcode' }));
    await user.type(screen.getByLabelText('Herstelcode'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(useAppStore.getState().notifications.map((n) => n.message)).toContain(
        'U heeft nog 9 herstelcodes.',
      ),
    );
  });

  it('says so when no code is typed, and shows the refusal of a wrong one', async () => {
    const { callsTo } = mockApi({
      'POST /api/login': () => jsonReply(200, { twoFactorRequired: true }),
      'POST /api/login/totp': () => errorReply(422, 'Code: De code klopt niet of is al gebruikt.'),
    });
    const { user } = renderRoute(<LoginPage />, { path: '/login', url: '/login' });
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vul de code uit uw authenticator-app in.',
    );
    expect(callsTo('POST /api/login/totp')).toHaveLength(0);
    await user.type(screen.getByLabelText('Code uit uw authenticator-app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText(/De code klopt niet/)).toBeInTheDocument();
  });

  it('goes back to the password when the pending login has expired', async () => {
    mockApi({
      'POST /api/login': () => jsonReply(200, { twoFactorRequired: true }),
      'POST /api/login/totp': () => errorReply(401, 'Uw inlogpoging is verlopen.'),
    });
    const { user } = renderRoute(<LoginPage />, { path: '/login', url: '/login' });
    await passwordStep(user);
    await user.type(screen.getByLabelText('Code uit uw authenticator-app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await user.click(await screen.findByRole('button', { name: 'Opnieuw inloggen' }));
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
  });

  it('words the recovery codes left', () => {
    expect(recoveryCodesLeftText(9)).toBe('U heeft nog 9 herstelcodes.');
    expect(recoveryCodesLeftText(1)).toMatch(/^U heeft nog 1 herstelcode\. Zet/);
    expect(recoveryCodesLeftText(0)).toMatch(/^U heeft geen herstelcodes meer\./);
  });
});
