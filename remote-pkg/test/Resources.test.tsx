import { i18n } from '@console/shared';
import { testUser } from '@console/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COPIED_MS } from '../src/components/copied';
import IconsPage from '../src/pages/resources/IconsPage';
import { findIcons } from '../src/pages/resources/icons';
import { renderAt, setupI18n } from './support';

beforeAll(setupI18n);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const BUILDER = testUser(['resources:view']);

describe('Resources: icons', () => {
  it('finds icons by every word of the query, case ignored', () => {
    expect(findIcons('shopping cart')).toEqual(['ShoppingCartOutlined']);
    expect(findIcons('FOLDER')).toEqual(['FolderOpenOutlined', 'FolderOutlined']);
    expect(findIcons('no such icon')).toEqual([]);
    expect(findIcons('').length).toBeGreaterThan(50);
  });

  it('copies the name of the icon clicked and shows "Copied" for 1500 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt(<IconsPage />, { url: '/resources/icons', user: BUILDER });
    vi.useFakeTimers();
    const icon = screen.getByTestId('icon-HomeOutlined');
    await act(async () => {
      fireEvent.click(icon);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('HomeOutlined');
    expect(icon.getAttribute('data-copied')).toBe('true');
    expect(icon.textContent).toContain('Copied');
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(icon.getAttribute('data-copied')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(icon.getAttribute('data-copied')).toBe('false');
    expect(
      screen.getByText(/import HomeOutlined from '@ant-design\/icons-svg\/es\/asn\/HomeOutlined'/),
    ).toBeTruthy();
  });

  it('counts the icons shown, "1 icon" for one', () => {
    renderAt(<IconsPage />, { url: '/resources/icons', user: BUILDER });
    fireEvent.change(screen.getByPlaceholderText(i18n.t('pkg:resources.searchPlaceholder')), {
      target: { value: 'shopping cart' },
    });
    expect(screen.getByText('1 icon')).toBeTruthy();
  });

  it('names one project in the singular: the move title and the export toast', () => {
    expect(i18n.t('pkg:folders.moveProjectsTitle', { count: 1 })).toBe('Move 1 project to');
    expect(i18n.t('pkg:folders.moveProjectsTitle', { count: 2 })).toBe('Move 2 projects to');
    expect(i18n.t('pkg:projects.exported', { count: 1 })).toBe('1 project exported');
    expect(i18n.t('pkg:projects.exported', { count: 12 })).toBe('12 projects exported');
  });

  it('says why it shows nothing to a user without resources:view', () => {
    renderAt(<IconsPage />, { url: '/resources/icons', user: testUser(['dashboard:view']) });
    expect(screen.getByTestId('resources-refused').textContent).toContain('does not have the permission');
    expect(screen.queryByTestId('icon-search')).toBeNull();
  });
});
