import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http';
import { useApiSubmit } from './use-api-submit';

const expiredLink = new HttpError(422, {
  message: 'De herstellink is ongeldig of verlopen.',
  errors: { ErrorMessage: ['De herstellink is ongeldig of verlopen.'] },
});

describe('useApiSubmit', () => {
  it('keeps the refusal of the server and counts it as a failed submit', async () => {
    const { result } = renderHook(() =>
      useApiSubmit(async (_request: { email: string }) => {
        throw expiredLink;
      }),
    );
    await act(() => result.current.submit({ email: 'belegger@example.com' }));
    expect(result.current.serverError).toBe(expiredLink);
    expect(result.current.serverErrors).toEqual(['De herstellink is ongeldig of verlopen.']);
    expect(result.current.failedAttempts).toBe(1);
  });

  it('forgets the last refusal once a later submit goes through', async () => {
    let refuse = true;
    const sent: string[] = [];
    const { result } = renderHook(() =>
      useApiSubmit(async (request: { email: string }) => {
        if (refuse) throw expiredLink;
        sent.push(request.email);
      }),
    );
    await act(() => result.current.submit({ email: 'belegger@example.com' }));
    refuse = false;
    await act(() => result.current.submit({ email: 'belegger@example.com' }));
    expect(sent).toEqual(['belegger@example.com']);
    expect(result.current.serverError).toBeUndefined();
    expect(result.current.serverErrors).toEqual([]);
    expect(result.current.failedAttempts).toBe(1);
  });

  it('counts a form the validation stopped without a server message', () => {
    const { result } = renderHook(() => useApiSubmit(async (_request: { email: string }) => {}));
    act(() => result.current.onInvalid());
    act(() => result.current.onInvalid());
    expect(result.current.failedAttempts).toBe(2);
    expect(result.current.serverErrors).toEqual([]);
  });

  it('shows the connection message when the server was not reached', async () => {
    const { result } = renderHook(() =>
      useApiSubmit(async (_request: { email: string }) => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await act(() => result.current.submit({ email: 'belegger@example.com' }));
    expect(result.current.serverErrors).toEqual([
      'Er kon geen verbinding worden gemaakt met de server. Controleer uw internetverbinding en probeer het opnieuw.',
    ]);
  });
});
