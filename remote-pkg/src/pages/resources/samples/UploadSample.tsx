import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/ImageUpload';

/** An image upload: the server checks it decodes as the type it claims; the field shows its errors. */
export default function UploadSample() {
  const { t } = useTranslation('pkg');
  const [url, setUrl] = useState<string | null>(null);
  return (
    <ImageUpload value={url} onChange={setUrl} label={t('resources.uploadLabel')} testId="sample-upload" />
  );
}
