import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '../src/prerender/placement';
import { NavigationProgress, progress } from '../src/progress/progress';

/** A link somewhere on the page: clicking it navigates, as a menu entry does. */
function Navigator() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/dash')}>
      go
    </button>
  );
}

/** The page as the HTML leaves it: `#root`, marked when it holds the build-time sign-in screen. */
function mount(prerendered: boolean) {
  const root = document.createElement('div');
  root.id = 'root';
  if (prerendered) root.setAttribute(PRERENDERED_ATTRIBUTE, '');
  document.body.replaceChildren(root);
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <NavigationProgress />
      <Navigator />
    </MemoryRouter>,
    { container: root },
  );
}

afterEach(() => {
  progress.done();
  document.body.replaceChildren();
});

describe('the progress bar on the first page', () => {
  it('runs for the first page React draws', () => {
    mount(false);
    expect(progress.isStarted()).toBe(true);
  });

  it('does not run across a page the HTML already showed, and runs again on the next navigation', () => {
    mount(true);
    expect(progress.isStarted()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(progress.isStarted()).toBe(true);
  });
});
