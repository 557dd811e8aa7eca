// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkSingletonVersions, inPeerRange } from '../build/federation';

describe("a remote's singleton versions at build time", () => {
  it("reads @console/shared's peer ranges: caret and exact", () => {
    expect(inPeerRange('19.3.1', '^19.3.1')).toBe(true);
    expect(inPeerRange('19.4.0', '^19.3.1')).toBe(true);
    expect(inPeerRange('19.3.0', '^19.3.1')).toBe(false);
    expect(inPeerRange('20.0.0', '^19.3.1')).toBe(false);
    expect(inPeerRange('2.5.1', '2.5.1')).toBe(true);
    expect(inPeerRange('2.5.2', '2.5.1')).toBe(false);
  });

  it('fails a build that would load a second React, naming the package, its version and the range', () => {
    const problems = checkSingletonVersions(
      { react: '18.3.1', 'react-dom': '19.3.1', antd: '6.6.8' },
      { react: '^19.3.1', 'react-dom': '^19.3.1', antd: '^6.6.8' },
    );
    expect(problems).toEqual([
      expect.stringMatching(/^react 18\.3\.1 is outside .*\^19\.3\.1.*second react/),
    ]);
  });

  it("passes the workspace's own versions (one lockfile for every part)", async () => {
    const { singletonVersions } = await import('../build/federation');
    const versions = singletonVersions(new URL('..', import.meta.url).pathname);
    expect(Object.keys(versions)).toEqual([
      'react',
      'react-dom',
      'antd',
      'jotai',
      'i18next',
      'ky',
      '@console/shared',
    ]);
    expect(checkSingletonVersions(versions)).toEqual([]);
  });
});
