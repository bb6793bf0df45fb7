/** The few HTTP calls the benches make besides the load: logins (bench.ts too), JSON in and out. */

export async function login(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Login of ${account.email}: ${response.status}`);
  return cookie;
}

/** The JSON body of a GET; throws on anything but 2xx. */
export async function getJson<T>(
  baseUrl: string,
  pathAndQuery: string,
  cookie: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { cookie } });
  if (!response.ok) {
    throw new Error(`GET ${pathAndQuery}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A POST with a JSON body; resolves with the status and the parsed answer. */
export async function postJson(
  baseUrl: string,
  pathAndQuery: string,
  cookie: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
