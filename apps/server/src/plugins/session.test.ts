import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/problem';
import type { Authentication } from '../modules/sessions/service';
import { authOf, createGuards } from './session';

function authAs(role: 'admin' | 'investor'): Authentication {
  return {
    user: { id: `id-${role}`, email: `${role}@example.com`, role, username: null },
    claims: { sub: `id-${role}`, role, jti: `session-${role}`, iat: 1000, exp: 2800 },
  };
}

const sessions = {
  authenticate: async (token: string | undefined) =>
    token === 'admin-token'
      ? authAs('admin')
      : token === 'investor-token'
        ? authAs('investor')
        : null,
};

function requestWith(token?: string): FastifyRequest {
  return { cookies: token ? { token } : {}, auth: null } as unknown as FastifyRequest;
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

describe('session guards', () => {
  const { requireUser, requireAdmin } = createGuards(sessions);

  it('requireUser lets any live session through and records who it is', async () => {
    const request = requestWith('investor-token');
    expect(await statusOf(requireUser(request))).toBe(200);
    expect(authOf(request).user.email).toBe('investor@example.com');
    expect(await statusOf(requireUser(requestWith()))).toBe(401);
    expect(await statusOf(requireUser(requestWith('forged')))).toBe(401);
  });

  it('requireAdmin refuses investors with 403 and anonymous users with 401', async () => {
    expect(await statusOf(requireAdmin(requestWith('admin-token')))).toBe(200);
    expect(await statusOf(requireAdmin(requestWith('investor-token')))).toBe(403);
    expect(await statusOf(requireAdmin(requestWith()))).toBe(401);
  });

  it('authOf refuses a request no guard has seen', () => {
    expect(() => authOf(requestWith('admin-token'))).toThrow(HttpProblem);
  });
});
