import { type TokenClaims, tokenClaimsSchema } from '@bp/api-schema';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';

/** Signs and verifies the session JWT carried in the `token` cookie. */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(this.key);
  }

  /** The claims of a genuine, unexpired token at `now`; null for anything else. */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
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
