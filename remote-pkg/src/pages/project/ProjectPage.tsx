import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { ApiError, formatDateTime, Link, useLocation, useNavigate, useParams } from '@console/shared';
import { useApiQuery } from '@console/shared/data';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Input,
  Result,
  Row,
  Skeleton,
  Space,
  Statistic,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pkgQueries } from '../../api';
import { ProjectStatusTag } from '../../components/StatusTag';
import { COPIED_MS } from '../../components/copied';

/** A copy button for a text; shows "Copied" for 1500 ms. */
export function CopyButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation('pkg');
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Space orientation="vertical" size={4}>
      <Button
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        onClick={() => void copy()}
        data-testid={testId}
        data-copied={copied}
        aria-live="polite"
      >
        {copied ? t('project.copied') : t('project.copy')}
      </Button>
      {failed ? <Typography.Text type="danger">{t('project.copyFailed')}</Typography.Text> : null}
    </Space>
  );
}

/** A project's page (/pkg/project/:id, hidden from the menu): cover, QR code, figures and its public link. */
export default function ProjectPage() {
  const { t } = useTranslation('pkg');
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const valid = /^[1-9][0-9]{0,14}$/.test(id ?? '');
  const { data, error, isLoading, refetch } = useApiQuery(valid ? pkgQueries.project(Number(id)) : null);

  // The tab and document title are the project's (the host reads the `title` query, spec section 2).
  useEffect(() => {
    if (!data) return;
    const search = new URLSearchParams(location.search);
    if (search.get('title') === data.title.slice(0, 60)) return;
    search.set('title', data.title.slice(0, 60));
    navigate({ pathname: location.pathname, search: `?${search.toString()}` }, { replace: true });
  }, [data, location.pathname, location.search, navigate]);

  const back = <Link to="/pkg/project-list">{t('project.back')}</Link>;
  if (!valid || (error instanceof ApiError && error.status === 404))
    return (
      <Result status="404" subTitle={t('project.notFound')} extra={back} data-testid="project-missing" />
    );
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message={t('common.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (isLoading || !data) return <Skeleton active data-testid="project-loading" />;

  const publicUrl = `${window.location.origin}${data.publicPath}`;
  return (
    <Flex vertical gap={16} data-testid="project-page" data-remote="pkg">
      <Card
        // The title is the page's subject, up to 200 characters, perhaps without a space: it wraps (antd's card
        // title is one line, cut) rather than hide its end behind an ellipsis only a mouse could reveal.
        title={
          <Flex wrap align="center" gap={8}>
            <Typography.Title
              level={4}
              style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="project-heading"
            >
              {data.title}
            </Typography.Title>
            <ProjectStatusTag status={data.status} />
          </Flex>
        }
        styles={{ title: { whiteSpace: 'normal', paddingBlock: 12 } }}
        extra={back}
      >
        <Row gutter={[24, 24]}>
          <Col xs={24} md={12}>
            {data.cover ? (
              <img
                src={data.cover}
                alt={t('projects.cover')}
                style={{ width: '100%', maxWidth: 480, borderRadius: 8 }}
                data-testid="project-cover-image"
              />
            ) : (
              <Empty description={t('project.noCover')} />
            )}
          </Col>
          <Col xs={24} md={12}>
            <Flex vertical gap={16}>
              <Row gutter={16}>
                <Col span={12}>
                  <Statistic title={t('project.views')} value={data.viewCount} data-testid="project-views" />
                </Col>
                <Col span={12}>
                  <Statistic title={t('project.orders')} value={data.orders} data-testid="project-orders" />
                </Col>
              </Row>
              {data.payUrl ? (
                <img
                  src={data.payUrl}
                  alt={t('projects.payUrl')}
                  width={160}
                  height={160}
                  data-testid="project-qr-image"
                />
              ) : (
                <Typography.Text type="secondary">{t('project.noQr')}</Typography.Text>
              )}
              <div>
                <Typography.Text strong>{t('project.publicLink')}</Typography.Text>
                <Flex gap={8} wrap style={{ marginTop: 4 }}>
                  <Input
                    readOnly
                    value={publicUrl}
                    style={{ flex: '1 1 240px' }}
                    data-testid="project-public-url"
                    aria-label={t('project.publicLink')}
                  />
                  <CopyButton text={publicUrl} testId="project-copy" />
                </Flex>
              </div>
            </Flex>
          </Col>
        </Row>
      </Card>
      <Card title={t('project.details')}>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'siteType', label: t('projects.siteType'), children: t(`siteType.${data.siteType}`) },
            {
              key: 'folder',
              label: t('projects.folder'),
              children: data.folderTitle ?? t('projects.noFolder'),
            },
            { key: 'num', label: t('projects.num'), children: data.num },
            { key: 'plateNum', label: t('projects.plateNum'), children: data.plateNum ?? '' },
            { key: 'createdAt', label: t('projects.createdAt'), children: formatDateTime(data.createdAt) },
            { key: 'updatedAt', label: t('projects.updatedAt'), children: formatDateTime(data.updatedAt) },
          ]}
        />
      </Card>
    </Flex>
  );
}
