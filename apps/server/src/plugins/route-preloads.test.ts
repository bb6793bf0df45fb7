import { describe, expect, it } from 'vitest';
import { matchesRoute, preferredEncoding } from './route-preloads';

describe('matchesRoute', () => {
  it('matches fixed segments exactly, :name as one segment and a last * as the rest', () => {
    expect(matchesRoute('/login', '/login')).toBe(true);
    expect(matchesRoute('/login', '/login/')).toBe(true);
    expect(matchesRoute('/login', '/loginx')).toBe(false);
    expect(matchesRoute('/login', '/login/extra')).toBe(false);
    expect(matchesRoute('/berekenen/*', '/berekenen/bedrag-beleggen')).toBe(true);
    expect(matchesRoute('/berekenen/*', '/berekenen/lijfrente-opbouwen/stap2')).toBe(true);
    expect(matchesRoute('/berekenen/*', '/mijn-berekeningen')).toBe(false);
    const rendement = '/contractbeheer/:contractId/rendement';
    expect(matchesRoute(rendement, '/contractbeheer/1001/rendement')).toBe(true);
    expect(matchesRoute(rendement, '/contractbeheer/1001/transacties')).toBe(false);
    expect(matchesRoute(rendement, '/contractbeheer//rendement')).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it('takes the encoding the browser weighs highest, brotli on a tie, none when refused', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.1, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0.2')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });
});
