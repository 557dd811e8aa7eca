import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Access, canAccessRoute, hasPerm, hasRole } from '../src/access/access';
import { setUser, type ConsoleUser } from '../src/session/user-store';

const user = (roles: string[], perms: string[]): ConsoleUser => ({
  id: 1,
  customerId: 1,
  customerName: 'Demo Shop',
  email: 'a@example.com',
  name: 'A',
  lastName: 'B',
  roles,
  perms,
});

describe('hasPerm', () => {
  it('passes when any listed perm is held', () => {
    const admin = user(['ADMIN'], ['order:confirm']);
    expect(hasPerm(admin, 'order:confirm')).toBe(true);
    expect(hasPerm(admin, ['order:cancel', 'order:confirm'])).toBe(true);
    expect(hasPerm(admin, ['order:cancel'])).toBe(false);
  });
  it('ROOT holds every perm', () => {
    expect(hasPerm(user(['ROOT'], []), 'anything:at-all')).toBe(true);
  });
  it('nobody signed in holds nothing', () => {
    expect(hasPerm(null, 'order:confirm')).toBe(false);
  });
  it('throws when given no perm', () => {
    expect(() => hasPerm(user(['ADMIN'], []), [])).toThrow(/no perm/);
  });
});

describe('hasRole and route access', () => {
  it('passes when any listed role is held', () => {
    expect(hasRole(user(['ADMIN'], []), ['ROOT', 'ADMIN'])).toBe(true);
    expect(hasRole(user(['ADMIN'], []), 'ROOT')).toBe(false);
    expect(() => hasRole(user(['ADMIN'], []), [])).toThrow(/no role/);
  });
  it('routes: no roles open to all, ROOT matches any declared roles', () => {
    expect(canAccessRoute(user(['GUEST'], []), undefined)).toBe(true);
    expect(canAccessRoute(user(['GUEST'], []), ['ADMIN'])).toBe(false);
    expect(canAccessRoute(user(['ROOT'], []), ['ADMIN'])).toBe(true);
    expect(canAccessRoute(user(['ADMIN'], []), ['ADMIN'])).toBe(true);
    expect(canAccessRoute(null, ['ADMIN'])).toBe(false);
  });
});

describe('<Access>', () => {
  afterEach(() => setUser(null));

  it('renders children only with the perm', () => {
    setUser(user(['ADMIN'], ['order:confirm']));
    const { rerender } = render(
      <Access perm="order:confirm">
        <button>Confirm</button>
      </Access>,
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeNull();
    rerender(
      <Access perm="order:cancel">
        <button>Cancel order</button>
      </Access>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('throws when given neither perm nor role', () => {
    setUser(user(['ADMIN'], []));
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Access>{'x'}</Access>)).toThrow(/perm or a role/);
    } finally {
      console.error = quiet;
    }
  });
});
