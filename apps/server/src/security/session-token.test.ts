import { describe, expect, it } from 'vitest';
import { SessionTokens } from './session-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const claims = {
  sub: '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e01',
  role: 'investor' as const,
  jti: '0d9e8f7a-1111-4222-8333-944455556666',
  iat: 1_780_000_000,
  exp: 1_780_001_800,
};
const at = (seconds: number) => new Date(seconds * 1000);

describe('SessionTokens', () => {
  it('signs HS256 tokens and verifies them while valid', async () => {
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign(claims);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await tokens.verify(token, at(claims.iat + 60))).toEqual(claims);
  });

  it('refuses expired, tampered, foreign and unsigned tokens', async () => {
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token, at(claims.exp + 1))).toBeNull();

    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`, at(claims.iat))).toBeNull();

    const other = await new SessionTokens(`${SECRET}-other`).sign(claims);
    expect(await tokens.verify(other, at(claims.iat))).toBeNull();

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await tokens.verify(`${none}.${payload}.`, at(claims.iat))).toBeNull();
    expect(await tokens.verify('geen.token', at(claims.iat))).toBeNull();
  });
});
