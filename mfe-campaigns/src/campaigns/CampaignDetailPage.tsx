import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { type ModuleSummaryDto } from '@mailplan/api';
import { useGetCampaignPreviewQuery } from '@mailplan/api/endpoints/approval';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useExportCampaignEmlMutation, useLazyGetCampaignExportQuery } from '@mailplan/api/endpoints/campaigns';
import { useGetModulesQuery } from '@mailplan/api/endpoints/modules';
import { PageColumns } from '@mailplan/ui/components';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BackToCampaigns } from './BackToCampaigns';
import { CampaignState } from './CampaignState';
import { DARK_INVERSION_FILTER, DarkModeToggle, setFrameDark } from './EmailPreview';
import type { Campaign } from './campaign.types';
import { TEXTS } from './campaigns.texts';
import { ExportButtons, ReadyChecklist } from './ExportPanel';
import { formatCampaignDate } from './format';
import { instanceLabels } from './module-labels';
import { CampaignReviewSection } from './approval/CampaignReviewSection';
import { HeaderStatus } from './approval/StatusTag';
import { PushPanel } from './PushPanel';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One card per module instance that has content, listing each field's value. */
function ModuleCards({ campaign, modules }: { campaign: Campaign; modules: ModuleSummaryDto[] | undefined }) {
  const labels = useMemo(() => instanceLabels(campaign.moduleInstances, modules), [campaign.moduleInstances, modules]);
  const cards = campaign.moduleInstances.flatMap((instance) => {
    const content = campaign.content[instance.instanceId] ?? {};
    const module = modules?.find((m) => m.id === instance.moduleId);
    // the module's own field order first, then any other stored field
    const order = [...(module?.fields.map((f) => f.name) ?? []), ...Object.keys(content)];
    const fields = [...new Set(order)].filter((name) => (content[name] ?? '').trim() !== '');
    if (!fields.length) return [];
    const label = labels.get(instance.instanceId)!;
    return [
      <Paper key={instance.instanceId} variant="outlined" component="section" aria-label={label} sx={{ p: 3 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {label}
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {fields.map((name) => (
            <Box key={name}>
              <Typography component="dt" variant="subtitle2" color="text.secondary">
                {name}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {content[name]}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Paper>,
    ];
  });
  if (!cards.length) return <Typography color="text.secondary">{TEXTS.noContent}</Typography>;
  return <Stack spacing={2}>{cards}</Stack>;
}

function CampaignExportSection({ campaign }: { campaign: Campaign }) {
  const exported = useGetCampaignPreviewQuery(campaign.id);
  const [load] = useLazyGetCampaignExportQuery();
  const [loadEml] = useExportCampaignEmlMutation();
  // The edit form's dark-mode view of the email, here on the exported document.
  const [dark, setDark] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => setFrameDark(frame.current?.contentDocument, dark), [dark]);
  return (
    <Stack spacing={2}>
      <ExportButtons name={() => campaign.name} load={() => load(campaign.id, true).unwrap()} loadEml={async () => (await loadEml(campaign.id).unwrap()).eml} disabled={exported.isLoading} />
      <ReadyChecklist
        result={exported.data}
        checking={exported.isFetching}
        error={exported.isError ? (exported.error as { message?: string }).message : undefined}
      />
      {exported.data && (
        <Paper variant="outlined" component="section" aria-label={TEXTS.emailPreview} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {TEXTS.emailPreview}
          </Typography>
          <DarkModeToggle checked={dark} onChange={setDark} />
          {/* The exported document itself, same-origin only: no scripts, forms or navigation. */}
          <Box
            component="iframe"
            ref={frame}
            title={TEXTS.exportedFrameTitle}
            sandbox="allow-same-origin"
            srcDoc={exported.data.html}
            // a new document (a changed export) starts without the dark class: set it again
            onLoad={() => setFrameDark(frame.current?.contentDocument, dark)}
            data-dark={dark || undefined}
            sx={{
              display: 'block',
              width: '100%',
              height: 640,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fff',
              filter: dark ? DARK_INVERSION_FILTER : 'none',
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}

export function CampaignDetailPage() {
  return <CampaignState rawId={useParams().id}>{(campaign) => <CampaignDetail campaign={campaign} />}</CampaignState>;
}

/** The module names of the instances are read once the campaign is there. */
function CampaignDetail({ campaign }: { campaign: Campaign }) {
  const { data: modules } = useGetModulesQuery();
  const canEdit = useCan('content.write');
  return (
    <Box>
      <BackToCampaigns />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'flex-start' }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {campaign.name || TEXTS.untitled}
            <HeaderStatus status={campaign.status} />
          </Typography>
          <Typography color="text.secondary">{TEXTS.createdOn(formatCampaignDate(campaign.createdAt))}</Typography>
        </Box>
        {canEdit && (
          <Button component={Link} to={`/campaigns/edit/${campaign.id}`} variant="contained" startIcon={<EditIcon />} sx={{ flexShrink: 0 }}>
            {TEXTS.editCampaign}
          </Button>
        )}
      </Stack>
      <PageColumns main={2} side={1}>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <InfoCard title={TEXTS.subject}>
              <Typography sx={{ wordBreak: 'break-word' }}>{campaign.subject || TEXTS.none}</Typography>
            </InfoCard>
            <InfoCard title={TEXTS.previewText}>
              <Typography sx={{ wordBreak: 'break-word' }}>{campaign.previewText || TEXTS.none}</Typography>
            </InfoCard>
          </Box>
          <InfoCard title={TEXTS.goal}>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{campaign.goal || TEXTS.none}</Typography>
          </InfoCard>
          <ModuleCards campaign={campaign} modules={modules} />
          <CampaignReviewSection campaign={campaign} modules={modules} />
        </Stack>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <PushPanel campaignId={campaign.id} />
          <CampaignExportSection campaign={campaign} />
        </Box>
      </PageColumns>
    </Box>
  );
}
