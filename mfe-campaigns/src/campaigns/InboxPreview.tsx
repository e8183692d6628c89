import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PushStateDto } from '@mailplan/api';
import { useOrganizationName } from '@mailplan/api/endpoints/auth';
import { useGetBrandSettingsQuery } from '@mailplan/api/endpoints/brand';
import { useGetCampaignPushesQuery } from '@mailplan/api/endpoints/connections';
import { BRAND_DEFAULTS, inboxRows, lintSubject, type InboxRow, type SubjectLintWarning } from '@mailplan/shared';
import { useBuilder } from './form/builder-store';
import { useTypedText } from './form/typing-draft';

/** The inbox preview's texts (this card's own). */
export const INBOX_TEXTS = {
  title: 'Inbox preview',
  intro: 'How the email shows in the inbox list, cut where each client cuts it.',
  noSubject: '(no subject)',
  noPreview: '(the first words of the email)',
  lintTitle: 'Subject line check',
  lintClear: 'No problems found in the subject line and preview text.',
  rowsLabel: 'Inbox rows by email client',
  cut: 'cut here',
} as const;

/** The from name of a campaign's pushes: the one pushed last that has one. */
function pushedFromName(pushes: readonly PushStateDto[] | undefined): string | undefined {
  const named = (pushes ?? []).filter((p) => p.fromName?.trim());
  named.sort((a, b) => (b.pushedAt ?? '').localeCompare(a.pushedAt ?? ''));
  return named[0]?.fromName?.trim();
}

/**
 * The name the inbox shows as the sender: the from name the campaign was last pushed with (what
 * subscribers will see), else the survey's brand name, else the brand settings' name, else the
 * organization's name, else a stand-in (docs/decisions.md#inbox-preview-sender).
 */
export function useSenderName(campaignId?: number): string {
  const { data } = useGetBrandSettingsQuery();
  const { data: pushes } = useGetCampaignPushesQuery(campaignId ?? 0, { skip: campaignId === undefined });
  const organizationName = useOrganizationName();
  const brand = data?.[0];
  const named = [pushedFromName(pushes), brand?.emailStrategy?.brandName, brand?.name === BRAND_DEFAULTS.name ? '' : brand?.name, organizationName]
    .map((n) => (n ?? '').trim())
    .find(Boolean);
  return named || 'Your brand';
}

function Row({ row }: { row: InboxRow }) {
  const { client, sender, subject, preview } = row;
  return (
    <Box
      component="li"
      data-testid="inbox-row"
      data-client={client.id}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem minmax(0, 1fr)' }, gap: { xs: 0.25, sm: 1.5 }, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>
        {client.name}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-part="sender" data-cut={sender.cut || undefined}>
          {sender.text}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-part="subject" data-cut={subject.cut || undefined}>
          {subject.text || <em>{INBOX_TEXTS.noSubject}</em>}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-part="preview" data-cut={preview.cut || undefined}>
          {preview.text || <em>{INBOX_TEXTS.noPreview}</em>}
        </Typography>
      </Box>
    </Box>
  );
}

/** The subject lint's warnings, or that there are none. */
export function SubjectLint({ warnings }: { warnings: readonly SubjectLintWarning[] }) {
  return (
    <Box aria-live="polite" data-testid="subject-lint">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {INBOX_TEXTS.lintTitle}
      </Typography>
      {warnings.length === 0 ? (
        <Typography variant="body2" color="success.main">
          {INBOX_TEXTS.lintClear}
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          {warnings.map((w) => (
            <Alert key={w.id} severity="warning" data-lint={w.id} sx={{ py: 0 }}>
              {w.message}
            </Alert>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The inbox rows and the lint of a sender, subject and preview text (what the card shows). */
export function InboxPreviewView({ sender, subject, preview }: { sender: string; subject: string; preview: string }) {
  const rows = inboxRows({ sender, subject, preview });
  const warnings = lintSubject(subject, preview);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="inbox-preview-title" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" id="inbox-preview-title">
        {INBOX_TEXTS.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {INBOX_TEXTS.intro}
      </Typography>
      <Box component="ul" aria-label={INBOX_TEXTS.rowsLabel} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {rows.map((row) => (
          <Row key={row.client.id} row={row} />
        ))}
      </Box>
      <SubjectLint warnings={warnings} />
    </Paper>
  );
}

/**
 * The campaign form's inbox preview and subject lint: the subject line and preview text as they
 * are being typed (else as selected), as six clients' inbox lists show them. It re-renders only
 * when one of those texts changes.
 */
export function InboxPreview({ campaignId }: { campaignId?: number }) {
  const sender = useSenderName(campaignId);
  const typedSubject = useTypedText('subject');
  const typedPreview = useTypedText('preview');
  const subject = useBuilder((s) => s.subject.selected);
  const preview = useBuilder((s) => s.preview.selected);
  return <InboxPreviewView sender={sender} subject={typedSubject ?? subject ?? ''} preview={typedPreview ?? preview ?? ''} />;
}
