import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPIED_MS } from '../../components/copied';
import { findIcons, ICONS } from './icons';
import { ResourcesGate, Snippet } from './ResourcesGate';

const importsOf = (name: string) =>
  `// a page\nimport { ${name} } from '@ant-design/icons';\n\n// a menu entry (src/menu.ts: meta.icon)\nimport ${name} from '@ant-design/icons-svg/es/asn/${name}';`;

/** Resources / Icons: the icons pages and menus may use; a click copies the name ("Copied" for 1500 ms). */
function IconsCatalogue() {
  const { t } = useTranslation('pkg');
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const [chosen, setChosen] = useState('ShoppingCartOutlined');
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const names = useMemo(() => findIcons(query), [query]);

  const copy = async (name: string) => {
    setChosen(name);
    try {
      await navigator.clipboard.writeText(name);
      setFailed(false);
      setCopied(name);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="resources-icons">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('resources.iconsIntro')}
      </Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('resources.search')}
        // antd's own search button is named only by its icon (role=img), which not every engine reads as the
        // button's name: the same button, named.
        enterButton={<Button icon={<SearchOutlined />} aria-label={t('resources.search')} />}
        placeholder={t('resources.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ maxWidth: 360 }}
        data-testid="icon-search"
      />
      <Typography.Text type="secondary" aria-live="polite">
        {t('resources.iconCount', { count: names.length })}
      </Typography.Text>
      {failed ? <Typography.Text type="danger">{t('resources.copyFailed')}</Typography.Text> : null}
      {names.length === 0 ? (
        <Empty description={t('resources.noIcon', { query })} />
      ) : (
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: 8,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {names.map((name) => {
            const Icon = ICONS[name]!;
            const isCopied = copied === name;
            return (
              <li key={name}>
                <Button
                  block
                  style={{ height: 'auto', padding: '12px 4px', flexDirection: 'column', gap: 6 }}
                  onClick={() => void copy(name)}
                  data-testid={`icon-${name}`}
                  data-copied={isCopied}
                >
                  <span style={{ fontSize: 24 }} aria-hidden>
                    <Icon />
                  </span>
                  {/* The name is code (not translated); the state is the reader's language. */}
                  <code style={{ fontSize: 11, whiteSpace: 'normal', wordBreak: 'break-all' }}>{name}</code>
                  <Typography.Text type={isCopied ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
                    {isCopied ? t('resources.copied') : t('resources.copy')}
                  </Typography.Text>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Card size="small" title={t('resources.snippet')}>
        <Snippet code={importsOf(chosen)} label={t('resources.snippet')} />
      </Card>
    </Flex>
  );
}

export default function IconsPage() {
  const { t } = useTranslation('pkg');
  return (
    <Flex vertical gap={8} data-testid="resources-icons-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('resources.iconsTitle')}
      </Typography.Title>
      <ResourcesGate>
        <IconsCatalogue />
      </ResourcesGate>
    </Flex>
  );
}
