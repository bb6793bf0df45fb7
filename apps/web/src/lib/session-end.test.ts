import { describe, expect, it } from 'vitest';
import { clearClientSession } from './session-end';

describe('ending the session in this browser', () => {
  it('forgets what this tab kept for a login, so the next person to log in here gets none of it', async () => {
    sessionStorage.setItem('beleggersportaal-berekening-bewaren', '{"kept":true}');

    await clearClientSession();

    expect(sessionStorage.length).toBe(0);
  });
});
