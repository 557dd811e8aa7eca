import { addTranslations, BrowserRouter, consoleStore, i18n, i18nReady } from '@console/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
// The console's own feedback hook reads antd's ES module App context, as the builds do (feedback.test.tsx).
import AntApp from 'antd/es/app';
import { Provider } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { en, zh } from '../src/i18n/resources';
import { HeaderActions } from '../src/layout/HeaderActions';

beforeAll(async () => {
  await i18nReady;
  addTranslations('host', { en, zh });
  await i18n.changeLanguage('en');
});

function renderHeader() {
  return render(
    <Provider store={consoleStore}>
      <BrowserRouter>
        <AntApp>
          <header>
            <HeaderActions compact inverted={false} />
          </header>
        </AntApp>
      </BrowserRouter>
    </Provider>,
  );
}

const key = (element: Element, name: string, keyCode: number) =>
  fireEvent.keyDown(element, { key: name, code: name, keyCode, which: keyCode });

/** The open menu the button controls. */
const menuOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

describe("the header's menus are menu buttons", () => {
  it.each(['user-menu', 'size-switch', 'language-switch'])(
    '%s: Arrow Down opens it with the focus on an item, Escape gives the focus back',
    async (testId) => {
      renderHeader();
      const button = screen.getByTestId(testId);
      expect(button.getAttribute('aria-haspopup')).toBe('menu');
      button.focus();
      key(button, 'ArrowDown', 40);
      await waitFor(() => expect(menuOf(button)?.contains(document.activeElement)).toBe(true));
      expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
      key(document.activeElement!, 'Escape', 27);
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
      expect(document.activeElement).toBe(button);
    },
  );

  it("in zh, the icon that is all a switch shows carries the switch's name, not its English file name", async () => {
    await i18n.changeLanguage('zh');
    try {
      renderHeader();
      for (const [testId, name] of [
        ['language-switch', '语言'],
        ['size-switch', '布局大小'],
      ] as const) {
        const icon = screen.getByTestId(testId).querySelector('.anticon');
        expect(icon?.getAttribute('aria-label')).toBe(name);
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a click opens the user menu on its first item (Account)', async () => {
    renderHeader();
    const button = screen.getByTestId('user-menu');
    button.focus();
    fireEvent.click(button);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: /Account/ })),
    );
  });
});
