import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from '../src/components/ImageUpload';
import { setLanguage } from '@console/shared';
import { envelope, renderAt, setupI18n, stubApi } from './support';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function Field({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
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

  it('clears a refusal once the image is removed', async () => {
    stubApi({});
    renderAt(<Field initial="/api/open/files/abcdefghijklmnopqrstuv.png" />, { url: '/x' });
    choose(
      new File([new Uint8Array([...PNG_HEAD, ...new Uint8Array(2 * 1024 * 1024)])], 'big.png', {
        type: 'image/png',
      }),
    );
    await screen.findByTestId('cover-error');
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Cover' }));
    await waitFor(() => expect(screen.queryByTestId('cover-preview')).toBeNull());
    expect(screen.queryByTestId('cover-error')).toBeNull();
    // The focus stays in the field (the Remove button is gone with the image).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload image: Cover' }));
  });

  it.each<['en' | 'zh', number, string]>([
    [
      'en',
      409,
      'Your shop has 20 MB of uploaded images not yet saved in a form: save or remove some, then upload again (unsaved uploads are removed after an hour)',
    ],
    ['en', 429, 'Too many uploads: at most 20 a minute, please wait a moment'],
    [
      'zh',
      409,
      '你的店铺已有 20 MB 已上传但尚未在表单中保存的图片：请先保存或移除一些，再上传（未保存的上传会在一小时后删除）',
    ],
    ['zh', 429, '上传过于频繁：每分钟最多 20 次，请稍候再试'],
  ])('words the shop’s upload caps in the reader’s language (%s, %i)', async (language, status, text) => {
    setLanguage(language);
    try {
      stubApi({ 'POST /user/v1/files/upload': () => envelope(null, status, -1, 'server text') });
      renderAt(<Field />, { url: '/x' });
      choose(new File([new Uint8Array([...PNG_HEAD, 1])], 'ok.png', { type: 'image/png' }));
      expect((await screen.findByTestId('cover-error')).textContent).toBe(text);
      expect(screen.queryByTestId('cover-preview')).toBeNull();
    } finally {
      setLanguage('en');
    }
  });
});
