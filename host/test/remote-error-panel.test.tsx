import { i18n } from '@console/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteErrorPanel } from '../src/router/RemoteErrorPanel';

const incompatible = { what: 'remote contract', built: '2', runs: '1' };

afterEach(() => i18n.changeLanguage('en'));

describe('the refusal of a remote built against another contract', () => {
  it('names both versions and the way back, in English', async () => {
    await i18n.changeLanguage('en');
    render(
      <RemoteErrorPanel area="sku" title="SKU" kind="load" incompatible={incompatible} onRetry={() => {}} />,
    );
    expect((await screen.findByRole('heading', { level: 4 })).textContent).toBe(
      'This area cannot run in this console',
    );
    expect((await screen.findByTestId('remote-incompatible')).textContent).toBe(
      '"SKU" was built against remote contract 2; this console runs 1. Roll back with npm run rollback -- sku. Everything else keeps working.',
    );
    // Retry stays: after a rollback it reads the registry again.
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('and in Chinese', async () => {
    await i18n.changeLanguage('zh');
    render(
      <RemoteErrorPanel area="sku" title="商品" kind="load" incompatible={incompatible} onRetry={() => {}} />,
    );
    expect((await screen.findByRole('heading', { level: 4 })).textContent).toBe('该模块无法在此控制台中运行');
    expect((await screen.findByTestId('remote-incompatible')).textContent).toContain(
      'npm run rollback -- sku',
    );
    expect(screen.getByTestId('remote-incompatible').textContent).toContain('远程模块契约 2');
  });

  it('a panel for an area that is down says so, without versions', async () => {
    render(<RemoteErrorPanel area="sku" kind="load" detail="answered 404" onRetry={() => {}} />);
    expect(screen.queryByTestId('remote-incompatible')).toBeNull();
    expect(screen.getByText('answered 404')).toBeTruthy();
  });
});
