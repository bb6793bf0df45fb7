import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/problem';
import type { Authentication } from '../contexts/identity';
import { requiredSessionOf, requireSession } from './login-by-default';
import { authOf } from './session';

function authAs(role: 'admin' | 'investor'): Authentication {
  return {
    user: { id: `id-${role}`, email: `${role}@example.com`, role, username: null },
    claims: { sub: `id-${role}`, role, jti: `session-${role}`, iat: 1000, exp: 2800 },
  };
}

const sessions = {
  sessions: {
    authenticate: async (token: string | undefined) =>
      token === 'admin-token'
        ? authAs('admin')
        : token === 'investor-token'
          ? authAs('investor')
          : null,
  },
  // No impersonation runs here: the gate lets every session act as itself.
  impersonations: {
    decide: async (auth: Authentication) => ({ auth, impersonation: null, refusal: null }),
  },
};

function requestWith(token?: string): FastifyRequest {
  return {
    cookies: token ? { token } : {},
    auth: null,
    method: 'GET',
    routeOptions: { url: '/api/test', config: {} },
  } as unknown as FastifyRequest;
}

async function statusOf(promise: Promise<void>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpProblem) return error.statusCode;
    throw error;
  }
}

describe('requireSession', () => {
  it('lets any live session through to a user route and records who it is', async () => {
    const request = requestWith('investor-token');
    expect(await statusOf(requireSession(sessions, request, 'user'))).toBe(200);
    expect(authOf(request).user.email).toBe('investor@example.com');
    expect(await statusOf(requireSession(sessions, requestWith(), 'user'))).toBe(401);
    expect(await statusOf(requireSession(sessions, requestWith('forged'), 'user'))).toBe(401);
  });

  it('refuses investors on an admin route with 403 and anonymous callers with 401', async () => {
    expect(await statusOf(requireSession(sessions, requestWith('admin-token'), 'admin'))).toBe(200);
    const investor = requireSession(sessions, requestWith('investor-token'), 'admin');
    expect(await statusOf(investor)).toBe(403);
    expect(await statusOf(requireSession(sessions, requestWith(), 'admin'))).toBe(401);
  });

  it('leaves authOf refusing a request it has not seen', () => {
    expect(() => authOf(requestWith('admin-token'))).toThrow(HttpProblem);
  });
});

describe('requiredSessionOf', () => {
  const listed = new Set(['GET /api/open', 'POST /api/open']);
  const decide = (method: string | string[], url: string, config?: object) =>
    requiredSessionOf({ method: method as 'GET', url, ...(config ? { config } : {}) }, listed);

  it('asks a session of every /api route the list does not name, HEAD like its GET', () => {
    expect(decide('GET', '/api/closed')).toBe('user');
    expect(decide('GET', '/api')).toBe('user');
    expect(decide('GET', '/api/open')).toBe('none');
    expect(decide('HEAD', '/api/open')).toBe('none');
    expect(decide(['GET', 'POST'], '/api/open')).toBe('none');
    expect(decide('DELETE', '/api/open')).toBe('user');
  });

  it('leaves routes outside /api open unless they are for administrators', () => {
    expect(decide('GET', '/healthz')).toBe('none');
    expect(decide('GET', '/apis')).toBe('none');
    expect(decide('GET', '/sandbox/x', { access: 'admin' })).toBe('admin');
    expect(decide('GET', '/api/closed', { access: 'admin' })).toBe('admin');
  });

  it('refuses a route that would leave the reader to guess', () => {
    expect(() => decide(['GET', 'DELETE'], '/api/open')).toThrow(/every method/);
    expect(() => decide('GET', '/api/open', { access: 'admin' })).toThrow(/admin-only/);
    expect(() => decide('GET', '/api/x', { access: 'public' })).toThrow(/only be 'admin'/);
    expect(() => decide('GET', '/api/x', { requiredSession: 'none' })).toThrow(/decided by/);
  });
});
