import { createHmac } from 'node:crypto';
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
    expect(tokens.verify(token, at(claims.iat + 60))).toEqual(claims);
  });

  it('refuses expired, tampered, foreign and unsigned tokens', async () => {
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign(claims);
    expect(tokens.verify(token, at(claims.exp + 1))).toBeNull();

    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect(tokens.verify(`${header}.${raised}.${signature}`, at(claims.iat))).toBeNull();

    const other = await new SessionTokens(`${SECRET}-other`).sign(claims);
    expect(tokens.verify(other, at(claims.iat))).toBeNull();

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(tokens.verify(`${none}.${payload}.`, at(claims.iat))).toBeNull();
    expect(tokens.verify('geen.token', at(claims.iat))).toBeNull();
  });

  it('is expired from the second of its exp on, and refuses a token not valid yet', async () => {
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign(claims);
    expect(tokens.verify(token, at(claims.exp - 1))).toEqual(claims);
    expect(tokens.verify(token, at(claims.exp))).toBeNull();

    const later = signedBy(
      SECRET,
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, nbf: claims.iat + 60 },
    );
    expect(tokens.verify(later, at(claims.iat))).toBeNull();
    expect(tokens.verify(later, at(claims.iat + 60))).toEqual(claims);
  });

  it('refuses other algorithms, critical extensions, missing claims and other encodings', async () => {
    const tokens = new SessionTokens(SECRET);
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(tokens.verify(signedBy(SECRET, header, claims), at(claims.iat))).toEqual(claims);
    expect(
      tokens.verify(signedBy(SECRET, { ...header, alg: 'HS512' }, claims), at(claims.iat)),
    ).toBeNull();
    expect(
      tokens.verify(signedBy(SECRET, { ...header, crit: ['x'], x: 1 }, claims), at(claims.iat)),
    ).toBeNull();
    for (const missing of ['sub', 'jti', 'iat', 'exp'] as const) {
      const { [missing]: _left, ...rest } = claims;
      expect(tokens.verify(signedBy(SECRET, header, rest), at(claims.iat)), missing).toBeNull();
    }
    expect(tokens.verify(signedBy(SECRET, header, [claims]), at(claims.iat))).toBeNull();

    const token = await tokens.sign(claims);
    expect(tokens.verify(`${token}=`, at(claims.iat))).toBeNull();
    expect(tokens.verify(`${token}.`, at(claims.iat))).toBeNull();
    expect(tokens.verify(` ${token}`, at(claims.iat))).toBeNull();
  });
});

/** A token signed with node's HMAC, whatever its header and payload say. */
function signedBy(secret: string, header: object, payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
