import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useToast } from '@mailplan/ui';
import { memo } from 'react';
import type { CampaignExport } from './campaign.types';
import { TEXTS } from './campaigns.texts';
import { exportFileName } from './format';

/** The export panel's own texts (the other formats and the sending note). */
export const EXPORT_TEXTS = {
  exportText: 'Export text',
  exportEml: 'Export .eml',
  fail: 'Fail',
  sendingTitle: 'When you send',
  sendingNote:
    'Your email service must add the one-click unsubscribe headers (RFC 8058; Gmail and Yahoo require them of bulk senders): ' +
    'List-Unsubscribe with its unsubscribe address, and List-Unsubscribe-Post: List-Unsubscribe=One-Click. ' +
    'Klaviyo, Mailchimp and most services add them for you; with your own mail server, set them yourself.',
} as const;

/** Saves `content` as a file through the browser's download. */
export function downloadFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // the download has started by now; the object URL can go once the click was handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves `html` as a file through the browser's download. */
export function downloadHtml(html: string, fileName: string) {
  downloadFile(html, fileName, 'text/html;charset=utf-8');
}

const withExtension = (fileName: string, extension: string) => fileName.replace(/\.html$/, '') + extension;

/**
 * 'Export HTML', 'Export text', 'Export .eml' and 'Copy HTML' of the finished email, one click
 * each. `load` returns the current document (the saved campaign's, or the form's, sent now if the
 * last check is out of date); `loadEml` the same email as a draft message file.
 */
export function ExportButtons({
  name,
  load,
  loadEml,
  disabled,
}: {
  /** The campaign's name, read when the file is saved (it names the file). */
  name: () => string;
  load: () => Promise<CampaignExport>;
  loadEml?: () => Promise<string>;
  disabled?: boolean;
}) {
  const toast = useToast();
  const fail = (title: string, e: unknown) =>
    toast({ title, description: (e as { data?: { message?: string } })?.data?.message ?? (e as { message?: string })?.message, variant: 'destructive' });

  const onExport = async () => {
    try {
      const { html } = await load();
      downloadHtml(html, exportFileName(name()));
    } catch (e) {
      fail(TEXTS.exportFailed, e);
    }
  };
  const onText = async () => {
    try {
      const { text } = await load();
      downloadFile(text, withExtension(exportFileName(name()), '.txt'), 'text/plain;charset=utf-8');
    } catch (e) {
      fail(TEXTS.exportFailed, e);
    }
  };
  const onEml = async () => {
    try {
      const eml = await loadEml!();
      downloadFile(eml, withExtension(exportFileName(name()), '.eml'), 'message/rfc822');
    } catch (e) {
      fail(TEXTS.exportFailed, e);
    }
  };
  const onCopy = async () => {
    try {
      const { html } = await load();
      await navigator.clipboard.writeText(html);
      toast({ title: TEXTS.htmlCopied, description: TEXTS.htmlCopiedDetail, variant: 'success' });
    } catch (e) {
      fail(TEXTS.copyFailed, e);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void onExport()} disabled={disabled}>
        {TEXTS.exportHtml}
      </Button>
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void onText()} disabled={disabled}>
        {EXPORT_TEXTS.exportText}
      </Button>
      {loadEml && (
        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void onEml()} disabled={disabled}>
          {EXPORT_TEXTS.exportEml}
        </Button>
      )}
      <Button variant="outlined" size="small" startIcon={<ContentCopyIcon />} onClick={() => void onCopy()} disabled={disabled}>
        {TEXTS.copyHtml}
      </Button>
    </Stack>
  );
}

/** The handoff to the email service: the headers it must set when it sends. */
export function SendingNote() {
  return (
    <Alert severity="info" variant="outlined" data-testid="sending-note" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {EXPORT_TEXTS.sendingTitle}
      </Typography>
      {EXPORT_TEXTS.sendingNote}
    </Alert>
  );
}

const STATUS_ICON = {
  pass: <CheckCircleIcon color="success" fontSize="small" titleAccess={TEXTS.pass} />,
  warn: <WarningAmberIcon color="warning" fontSize="small" titleAccess={TEXTS.warn} />,
  fail: <ErrorIcon color="error" fontSize="small" titleAccess={EXPORT_TEXTS.fail} />,
} as const;

/** The 'Ready to send' checklist: each item passes, warns or fails, with its one line of advice. */
export const ReadyChecklist = memo(function ReadyChecklist({
  result,
  checking,
  error,
}: {
  result: CampaignExport | undefined;
  checking?: boolean;
  error?: string;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ready-to-send" sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id="ready-to-send">
          {TEXTS.readyToSend}
        </Typography>
        {result && (
          <Typography variant="body2" color="text.secondary" data-testid="email-size">
            {TEXTS.size(result.sizeBytes)}
          </Typography>
        )}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{checking && <LinearProgress aria-label={TEXTS.checking} />}</Box>
      {error && !result && <Alert severity="warning">{error}</Alert>}
      {result && (
        <List dense disablePadding aria-label={TEXTS.readyToSend} sx={{ opacity: checking ? 0.7 : 1 }}>
          {result.checklist.map((item) => (
            <ListItem key={item.id} disableGutters alignItems="flex-start" data-status={item.status}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>{STATUS_ICON[item.status]}</ListItemIcon>
              <ListItemText primary={item.label} secondary={item.reason} />
            </ListItem>
          ))}
        </List>
      )}
      <SendingNote />
    </Paper>
  );
});
