import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../../../security/passwords';
import { databaseKinds } from '../../../test/databases';
import { BELEGGER, NIEUW, TEST_HASHING, createTestApp, type TestApp } from '../../../test/harness';

/** argon2id that holds every verification until released, to line up simultaneous logins. */
class HeldHasher extends PasswordHasher {
  verifications = 0;
  private release: () => void = () => undefined;
  private held = Promise.resolve();

  hold(): void {
    this.held = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  open(): void {
    this.release();
  }

  override async verify(passwordHash: string, password: string): Promise<boolean> {
    this.verifications += 1;
    await this.held;
    return super.verify(passwordHash, password);
  }

  override async verifyAgainstDummy(password: string): Promise<void> {
    this.verifications += 1;
    await this.held;
    return super.verifyAgainstDummy(password);
  }
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 10_000) throw new Error('Waited too long');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(databaseKinds())('simultaneous login attempts on $name', (kind) => {
  let t: TestApp;
  const hasher = new HeldHasher(TEST_HASHING);
  beforeAll(async () => {
    t = await createTestApp(kind, { hasher });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });

  it('counts each attempt before its password is checked: a burst of right passwords after the failures gets none through', async () => {
    const ip = '192.0.2.31';
    hasher.hold();
    const before = hasher.verifications;
    // Five wrong guesses, all still being checked...
    const wrong = Array.from({ length: 5 }, (_, index) =>
      login(BELEGGER.email, `Fout-wachtwoord-${index}`, ip),
    );
    await until(() => hasher.verifications - before === 5);
    // ...when a burst of the right password arrives from the same address.
    const burst = Promise.all(
      Array.from({ length: 14 }, () => login(BELEGGER.email, BELEGGER.password, ip)),
    );
    let answered = false;
    void burst.finally(() => {
      answered = true;
    });
    // Either the burst is answered at once, or some of it is waiting for argon2 (the bug).
    await until(() => answered || hasher.verifications - before > 5);
    hasher.open();
    expect((await burst).map((response) => response.statusCode)).toEqual(Array(14).fill(429));
    // Refused before argon2 even ran.
    expect(hasher.verifications - before).toBe(5);
    expect((await Promise.all(wrong)).map((response) => response.statusCode)).toEqual(
      Array(5).fill(401),
    );
    expect((await login(BELEGGER.email, BELEGGER.password, ip)).statusCode).toBe(429);
  });

  it('lets exactly the limit through when 16 wrong guesses race each other', async () => {
    const ip = '192.0.2.32';
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => login(NIEUW.email, `Fout-wachtwoord-${index}`, ip)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(11).fill(429)]);
    expect((await login(NIEUW.email, NIEUW.password, ip)).statusCode).toBe(429);
  });
});
