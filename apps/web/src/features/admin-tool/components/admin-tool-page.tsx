import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TOOLS, type ToolName, type ToolSearch } from '../tool-search';
import { Base64Tool } from './base64-tool';
import { HashTool } from './hash-tool';
import { JsonTool } from './json-tool';
import { JwtTool } from './jwt-tool';
import { TimestampTool } from './timestamp-tool';
import { UrlTool } from './url-tool';
import { UuidTool } from './uuid-tool';

const PANELS: Record<ToolName, ComponentType> = {
  json: JsonTool,
  base64: Base64Tool,
  url: UrlTool,
  hash: HashTool,
  uuid: UuidTool,
  timestamp: TimestampTool,
  jwt: JwtTool,
};

type Props = { search: ToolSearch; onSearchChange: (patch: ToolSearch) => void };

/** The toolbox: one tab per tool (arrow keys move between tabs), the open tool in the URL. */
export function AdminToolPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('admin-tool');
  const tool = search.tool ?? 'json';
  const Panel = PANELS[tool];
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Alert severity="info" role="note" icon={<IconShieldCheck size={22} />} sx={{ mb: 3 }}>
        {t('localOnly')}
      </Alert>
      <Card sx={{ mb: 3 }}>
        <Tabs
          value={tool}
          onChange={(_, next: ToolName) => onSearchChange({ tool: next === 'json' ? undefined : next })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tabsLabel')}
        >
          {TOOLS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`tool-tab-${name}`}
              aria-controls={`tool-panel-${name}`}
            />
          ))}
        </Tabs>
      </Card>
      <Box role="tabpanel" id={`tool-panel-${tool}`} aria-labelledby={`tool-tab-${tool}`}>
        <Panel key={tool} />
      </Box>
    </Box>
  );
}
