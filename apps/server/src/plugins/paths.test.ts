import { describe, expect, it } from 'vitest';
import { isApiPath, normalisedPath } from './paths';

describe('isApiPath', () => {
  it('is true for /api and everything below it, whatever the query string', () => {
    for (const url of ['/api', '/api?x=1', '/api/', '/api/users/me', '/api/contracts?van=1'])
      expect(isApiPath(url), url).toBe(true);
  });

  it('is false for paths that only start like it or hold it further on', () => {
    for (const url of ['/apis', '/api-docs', '/ap', '/', '', '/healthz', '/x/api', '/API/users'])
      expect(isApiPath(url), url).toBe(false);
  });
});

describe('normalisedPath', () => {
  it('decodes, collapses slashes and lowers the case, so other spellings read as the API', () => {
    expect(isApiPath(normalisedPath('/%2561pi//Users/me?x'))).toBe(true);
    expect(normalisedPath('//API\\\\contracts')).toBe('/api/contracts');
  });
});
