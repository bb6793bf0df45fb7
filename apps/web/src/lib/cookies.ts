export interface CookieOptions {
  maxAgeDays: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

export function cookieString(name: string, value: string, options: CookieOptions): string {
  const maxAge = Math.round(options.maxAgeDays * DAY_SECONDS);
  const expires = new Date(Date.now() + maxAge * 1000).toUTCString();
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAge}`,
    `Expires=${expires}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = cookieString(name, value, {
    ...options,
    secure: options.secure ?? window.location.protocol === 'https:',
  });
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (decodeURIComponent(part.slice(0, separator).trim()) === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return null;
}
