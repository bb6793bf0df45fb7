import { jsonReply } from './mock-api';

/** The calls the session health check makes once a user is logged in (for mockApi). */
export const sessionHandlers = {
  'GET /api/session-health-check': () =>
    jsonReply(200, { status: 'ok', exp: 1_900_000_000, renewed: false }),
  'GET /api/getCookie': () =>
    jsonReply(200, {
      sub: '1',
      role: 'investor',
      jti: 'sessie-1',
      iat: 1_800_000_000,
      exp: 1_900_000_000,
    }),
};
