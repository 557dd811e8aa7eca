import { render, screen, waitFor } from '@testing-library/react';
// What `import { App } from 'antd'` becomes in the builds (source.transformImport): one module per component.
import App from 'antd/es/app';
import { describe, expect, it, vi } from 'vitest';
import type { FeedbackApis } from '@console/shared';
import { createDeferredApis } from '../src/app/feedback/deferred';
import { FeedbackProvider } from '../src/app/feedback/FeedbackProvider';

/** Real-looking APIs that record what they are asked. */
function fakeApis() {
  const calls: string[] = [];
  let closeMessage: (closed: boolean) => void = () => undefined;
  const messageHandle = Object.assign(() => calls.push('message closed'), {
    then: (resolve: (closed: boolean) => void) => {
      closeMessage = resolve;
      return Promise.resolve();
    },
  });
  let answer: (confirmed: boolean) => void = () => undefined;
  const modalHandle = {
    destroy: () => calls.push('modal destroyed'),
    update: () => calls.push('modal updated'),
    then: (resolve: (confirmed: boolean) => void) => {
      answer = resolve;
      return Promise.resolve();
    },
  };
  const apis = {
    message: { success: (text: string) => (calls.push(`message ${text}`), messageHandle) },
    notification: { info: (config: { title: string }) => calls.push(`notification ${config.title}`) },
    modal: { confirm: (config: { title: string }) => (calls.push(`confirm ${config.title}`), modalHandle) },
  } as unknown as FeedbackApis;
  return {
    apis,
    calls,
    closeMessage: (closed: boolean) => closeMessage(closed),
    answer: (ok: boolean) => answer(ok),
  };
}

describe('antd App APIs loaded on first use', () => {
  it('asks for the real APIs on the first call and runs every call, in order, once they are there', async () => {
    let provide: (apis: FeedbackApis) => void = () => undefined;
    const ready = new Promise<FeedbackApis>((resolve) => (provide = resolve));
    const request = vi.fn();
    const deferred = createDeferredApis(ready, request);
    const real = fakeApis();

    expect(request).not.toHaveBeenCalled();
    const toast = deferred.message.success('Saved');
    deferred.notification.info({ title: 'Heads up' });
    const dialog = deferred.modal.confirm({ title: 'Delete?' });
    expect(request).toHaveBeenCalled();
    expect(real.calls).toEqual([]);

    provide(real.apis);
    await waitFor(() =>
      expect(real.calls).toEqual(['message Saved', 'notification Heads up', 'confirm Delete?']),
    );

    // The handles act on the real message and dialog.
    const closed = toast.then((value) => value);
    real.closeMessage(true);
    expect(await closed).toBe(true);
    toast();
    dialog.update({ title: 'Really delete?' });
    dialog.destroy();
    await waitFor(() =>
      expect(real.calls.slice(3)).toEqual(['message closed', 'modal updated', 'modal destroyed']),
    );
    const confirmed = dialog.then(
      (ok) => ok,
      () => undefined,
    );
    real.answer(true);
    expect(await confirmed).toBe(true);
  });

  it('App.useApp() inside the provider gives working APIs: a toast shows on the first call', async () => {
    function SaveButton() {
      const { message } = App.useApp();
      return (
        <button type="button" onClick={() => void message.success('Saved for you')}>
          Save
        </button>
      );
    }
    render(
      <FeedbackProvider>
        <SaveButton />
      </FeedbackProvider>,
    );
    screen.getByRole('button', { name: 'Save' }).click();
    expect(await screen.findByText('Saved for you')).toBeTruthy();
  });
});
