import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS } from '../../shared/build/antd';
import { SHARED_DEEP_ENTRIES } from '../../shared/build/entries';
import { ANTD_PROVIDES, SHARED_ENTRY_PROVIDES } from '../src/federation/provides';

describe('antd entries the host provides', () => {
  it('covers exactly the shared antd entries, so no remote ever provides its own copy', () => {
    expect(Object.keys(ANTD_PROVIDES).sort()).toEqual([...ANTD_COMPONENTS].sort());
  });

  it("covers exactly @console/shared's deep entries (the list kit)", () => {
    expect(Object.keys(SHARED_ENTRY_PROVIDES).sort()).toEqual([...SHARED_DEEP_ENTRIES].sort());
  });
});
