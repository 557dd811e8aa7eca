import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from '../src/components/ImageUpload';
import { envelope, renderAt, setupI18n, stubApi } from './support';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function Field() {
  const [value, setValue] = useState<string | null>(null);
  return <ImageUpload value={value} onChange={setValue} label="Cover" testId="cover" />;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('cover-input'), { target: { files: [file] } });

beforeAll(setupI18n);
afterEach(() => vi.unstubAllGlobals());

describe('ImageUpload', () => {
  it('refuses a file over 2 MB before sending it, with the spec message', async () => {
    const { calls } = stubApi({});
    renderAt(<Field />, { url: '/x' });
    choose(
      new File([new Uint8Array([...PNG_HEAD, ...new Uint8Array(2 * 1024 * 1024)])], 'big.png', {
        type: 'image/png',
      }),
    );
    expect((await screen.findByTestId('cover-error')).textContent).toBe('The file size cannot exceed 2 MB');
    expect(calls).toHaveLength(0);
  });

  it('refuses a renamed non-image by its content, with the spec message', async () => {
    const { calls } = stubApi({});
    renderAt(<Field />, { url: '/x' });
    choose(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByTestId('cover-error')).textContent).toBe(
      'Please upload the correct file format',
    );
    expect(calls).toHaveLength(0);
  });

  it('uploads an image as multipart and shows the URL the server gave', async () => {
    const { calls } = stubApi({
      'POST /user/v1/files/upload': () =>
        envelope({
          url: '/api/open/files/abcdefghijklmnopqrstuv.png',
          name: 'x',
          contentType: 'image/png',
          size: 9,
        }),
    });
    renderAt(<Field />, { url: '/x' });
    choose(new File([new Uint8Array([...PNG_HEAD, 1])], 'ok.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId('cover-preview').getAttribute('src')).toBe(
        '/api/open/files/abcdefghijklmnopqrstuv.png',
      ),
    );
    expect(calls[0]!.headers.get('content-type')).toContain('multipart/form-data');
  });
});
