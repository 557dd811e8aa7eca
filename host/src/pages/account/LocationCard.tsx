import { DeleteOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { destructiveConfirm, isDarkAtom, useAccess, Link } from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@console/shared/data/mutation';
import { serverText } from '../../components/form-hooks';
import type { LatLng } from '../../components/map/LeafletMap';
import { accountApi, accountQueries, type MapLocation } from './api';
import styles from './AccountPage.module.css';
import { ResourceError } from './ResourceError';
import { useFeedback } from '../../components/useFeedback';

const LeafletMap = lazy(() => import('../../components/map/LeafletMap'));
const NO_POINTS: never[] = [];
const FIELDS = ['label', 'lat', 'lng'] as const;

interface LocationValues {
  label: string;
  lat: number | null;
  lng: number | null;
}

/** The latitude or the longitude: a number of degrees, required, between -degrees and +degrees. */
function CoordinateItem({ name, degrees }: { name: 'lat' | 'lng'; degrees: number }) {
  const { t } = useTranslation('host');
  return (
    <Form.Item
      name={name}
      label={t(`account.location.${name}`)}
      style={{ flex: '1 1 140px' }}
      rules={[
        { required: true, message: t(`account.location.${name}Required`) },
        { type: 'number', min: -degrees, max: degrees, message: t(`account.location.${name}Range`) },
      ]}
    >
      <InputNumber style={{ width: '100%' }} step={0.0001} precision={6} />
    </Form.Item>
  );
}

/** The customer's one point on the public map: label and coordinates, typed or picked on a map. */
export function LocationCard({ defaultLabel }: { defaultLabel: string }) {
  const { t } = useTranslation('host');
  const { message, modal } = useFeedback();
  const dark = useAtomValue(isDarkAtom);
  const { hasPerm } = useAccess();
  const canEdit = hasPerm('account:edit');
  const location = useApiQuery(accountQueries.location());
  const [form] = Form.useForm<LocationValues>();
  const lat = Form.useWatch('lat', form);
  const lng = Form.useWatch('lng', form);

  const onPick = ({ lat: pickedLat, lng: pickedLng }: LatLng) => {
    form.setFieldsValue({ lat: pickedLat, lng: pickedLng });
    if (!form.getFieldValue('label')) form.setFieldsValue({ label: defaultLabel });
    void form.validateFields(['lat', 'lng']);
  };

  // Save and Remove: the place as the server keeps it, and what to say once it did.
  const change = useApiMutation(
    ({ action }: { action: () => Promise<MapLocation | null>; done: string }) => action(),
    {
      form,
      fields: FIELDS,
      errorDisplay: 'inline',
      translate: serverText,
      onSuccess: (saved, { done }) => {
        location.setData(saved);
        form.setFieldsValue(
          saved
            ? { label: saved.label, lat: saved.lat, lng: saved.lng }
            : { label: '', lat: null, lng: null },
        );
        void message.success(done);
      },
    },
  );
  const busy = change.isPending;
  const error = change.error;
  const run = (action: () => Promise<MapLocation | null>, done: string) => change.mutate({ action, done });
  const askRemove = () =>
    modal.confirm(
      destructiveConfirm({
        title: t('account.location.removeConfirm'),
        okText: t('account.location.remove'),
        cancelText: t('request.cancel', { ns: 'common' }),
        onOk: () =>
          run(async () => {
            await accountApi.deleteLocation();
            return null;
          }, t('account.location.removed')),
      }),
    );

  const onFinish = (values: LocationValues) =>
    run(
      () =>
        accountApi.setLocation({
          label: values.label.trim(),
          lat: Number(values.lat),
          lng: Number(values.lng),
        }),
      t('account.location.saved'),
    );

  // null is an answer (no place yet); undefined is none yet.
  const loaded = location.data !== undefined;
  const saved = location.data ?? null;
  const picked = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;

  return (
    <Card
      title={t('account.location.title')}
      loading={location.isLoading}
      data-testid="account-location"
      extra={
        <Link to="/map">
          <EnvironmentOutlined aria-hidden /> {t('account.location.openMap')}
        </Link>
      }
    >
      {location.error && !loaded && (
        <ResourceError error={location.error} onRetry={() => void location.refetch()} />
      )}
      {loaded && (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={10}>
            <Typography.Paragraph type="secondary">{t('account.location.hint')}</Typography.Paragraph>
            {!canEdit && (
              <Alert type="info" showIcon title={t('account.readOnly')} style={{ marginBottom: 16 }} />
            )}
            {!saved && (
              <Alert
                type="warning"
                showIcon
                title={t('account.location.notSet')}
                style={{ marginBottom: 16 }}
              />
            )}
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            <Form
              form={form}
              name="location"
              layout="vertical"
              requiredMark={false}
              disabled={!canEdit}
              onFinish={onFinish}
              initialValues={
                saved ? { label: saved.label, lat: saved.lat, lng: saved.lng } : { label: defaultLabel }
              }
            >
              <Form.Item
                name="label"
                label={t('account.location.label')}
                rules={[
                  { required: true, whitespace: true, message: t('account.location.labelRequired') },
                  { max: 80, message: t('account.location.labelMax') },
                ]}
              >
                <Input maxLength={80} showCount />
              </Form.Item>
              <Flex wrap style={{ columnGap: 12 }}>
                <CoordinateItem name="lat" degrees={90} />
                <CoordinateItem name="lng" degrees={180} />
              </Flex>
              {canEdit && (
                <Flex gap={8} wrap>
                  <Button type="primary" htmlType="submit" loading={busy}>
                    {t('account.location.save')}
                  </Button>
                  {saved && (
                    <Button danger icon={<DeleteOutlined />} disabled={busy} onClick={askRemove}>
                      {t('account.location.remove')}
                    </Button>
                  )}
                </Flex>
              )}
            </Form>
          </Col>
          <Col xs={24} lg={14}>
            <div className={styles.picker}>
              <Suspense fallback={<Spin />}>
                <LeafletMap
                  points={NO_POINTS}
                  dark={dark}
                  label={t('account.location.picker')}
                  picked={picked}
                  pickLabel={t('account.location.pickMarker')}
                  {...(canEdit ? { onPick } : {})}
                />
              </Suspense>
            </div>
          </Col>
        </Row>
      )}
    </Card>
  );
}
