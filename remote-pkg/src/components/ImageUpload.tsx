import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { ApiError, destructiveConfirm } from '@console/shared';
import { useApiMutation } from '@console/shared/data/mutation';
import { App, Button, Flex, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filesApi,
  isImageFile,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_LABEL,
  UPLOAD_RATE_PER_MINUTE,
  UPLOAD_UNATTACHED_MAX_LABEL,
} from '../api';

/** The server's refusals this field words itself, in the reader's language (anything else: the server's text). */
function uploadRefusal(
  error: ApiError,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (error.status === 409) return t('upload.quota', { max: UPLOAD_UNATTACHED_MAX_LABEL });
  if (error.status === 429) return t('upload.rate', { count: UPLOAD_RATE_PER_MINUTE });
  if (error.status === 413) return t('upload.tooLarge', { max: UPLOAD_MAX_LABEL });
  if (error.status === 415) return t('upload.badFormat');
  return error.message;
}

export interface ImageUploadProps {
  /** The image's URL as the server gave it, or null. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** What the image is (for its alt text and the button's name). */
  label: string;
  testId: string;
  disabled?: boolean;
  /** Displayed size of the preview (px). */
  size?: number;
  /** Remove asks this first (title and a sentence); without it Remove is immediate. */
  confirmRemove?: { title: string; content: string };
}

/**
 * One image field (cover, QR code, logo): a button that opens the file chooser, the spec's messages checked here
 * before sending (size, and the type by the file's first bytes, as the server decides), the upload through the
 * shared client, a preview, and Remove. The server checks again.
 */
export function ImageUpload({
  value,
  onChange,
  label,
  testId,
  disabled,
  size = 96,
  confirmRemove,
}: ImageUploadProps) {
  const { t } = useTranslation('pkg');
  const { modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  // A refusal is about the image beside it: once the image changes (removed, replaced, the form reset) it goes.
  const [refusal, setRefusal] = useState<{ message: string; value: string | null | undefined } | null>(null);
  const error = refusal && refusal.value === value ? refusal.message : null;
  const refuse = (message: string) => setRefusal({ message, value });
  const errorId = useId();
  // The upload is silent: its refusal is shown under the button, where the person is looking.
  const upload = useApiMutation(filesApi.upload, {
    errorDisplay: 'inline',
    onSuccess: (uploaded) => onChange?.(uploaded.url),
  });

  const pick = async (file: File | undefined) => {
    // Emptied at once, so choosing the same file again (after a refusal too) is a change that runs the checks.
    if (input.current) input.current.value = '';
    if (!file) return;
    setRefusal(null);
    if (file.size > UPLOAD_MAX_BYTES) return refuse(t('upload.tooLarge', { max: UPLOAD_MAX_LABEL }));
    if (!(await isImageFile(file))) return refuse(t('upload.badFormat'));
    const done = await upload.mutate(file);
    // The shop's caps and the file checks in the reader's language; anything else as the server words it.
    if (!done.ok) refuse(done.error instanceof ApiError ? uploadRefusal(done.error, t) : t('upload.failed'));
  };

  // The Remove button goes with the image: the focus moves to the upload button beside it, not to <body>.
  const remove = () => {
    if (!confirmRemove) {
      onChange?.(null);
      chooser.current?.focus();
      return;
    }
    let removed = false;
    void modal.confirm(
      destructiveConfirm({
        ...confirmRemove,
        okText: t('upload.remove'),
        cancelText: t('common.cancel'),
        onOk: () => {
          removed = true;
          onChange?.(null);
        },
        // After antd has given the focus back to Remove, which is gone once the image is.
        afterClose: () => {
          if (removed) chooser.current?.focus();
        },
      }),
    );
  };

  return (
    <Flex vertical gap={6} data-testid={testId}>
      <Flex gap={12} align="center" wrap>
        {value ? (
          <img
            src={value}
            alt={t('upload.preview', { label })}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid rgba(128,128,128,.3)' }}
            data-testid={`${testId}-preview`}
          />
        ) : null}
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          style={{ display: 'none' }}
          // Hidden behind the button that opens it, but still a form field: it keeps the button's name.
          aria-label={label}
          data-testid={`${testId}-input`}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <Button
          ref={chooser}
          icon={<UploadOutlined />}
          loading={upload.isPending}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={error ? errorId : undefined}
          aria-label={`${value ? t('upload.replace') : t('upload.choose')}: ${label}`}
        >
          {upload.isPending ? t('upload.uploading') : value ? t('upload.replace') : t('upload.choose')}
        </Button>
        {value && !disabled ? (
          <Button icon={<DeleteOutlined />} onClick={remove} aria-label={`${t('upload.remove')}: ${label}`}>
            {t('upload.remove')}
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('upload.hint', { max: UPLOAD_MAX_LABEL })}
      </Typography.Text>
      {error ? (
        <Typography.Text type="danger" role="alert" id={errorId} data-testid={`${testId}-error`}>
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
