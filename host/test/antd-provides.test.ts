import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS } from '../../shared/build/antd';
import { ANTD_PROVIDES } from '../src/app/antd-provides';

describe('antd entries the host provides', () => {
  it('covers exactly the shared antd entries, so no remote ever provides its own copy', () => {
    expect(Object.keys(ANTD_PROVIDES).sort()).toEqual([...ANTD_COMPONENTS].sort());
  });
});
