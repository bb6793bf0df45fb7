import { webcrypto } from 'node:crypto';
import { type TokenClaims, tokenClaimsSchema } from '@bp/api-schema';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

/** Signs and verifies the session JWT carried in the `token` cookie. */
export class SessionTokens {
  /**
   * Imported once: given raw bytes, jose would import a new WebCrypto key for every token it
   * signs or verifies, and every request verifies one.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(await this.key);
  }

  /** The claims of a genuine, unexpired token at `now`; null for anything else. */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        currentDate: now,
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      });
      const claims = tokenClaimsSchema.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
