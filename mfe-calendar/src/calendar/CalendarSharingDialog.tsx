import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { useCan } from '@mailplan/api/endpoints/auth';
import {
  useCreateCalendarFeedMutation,
  useCreateCalendarShareMutation,
  useGetCalendarFeedsQuery,
  useGetCalendarSharesQuery,
  useRevokeCalendarFeedMutation,
  useRevokeCalendarShareMutation,
} from '@mailplan/api/endpoints/calendar-feed';
import { CALENDAR_LINK_LABEL_MAX, DEFAULT_SHARE_EXPIRY_DAYS, SHARE_EXPIRY_DAYS, type ShareExpiryDays } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { SHARE_BUTTON_TEXTS } from './ShareCalendarButton';

/** The dialog's texts. */
export const SHARING_TEXTS = {
  title: SHARE_BUTTON_TEXTS.share,
  readOnlyTitle: SHARE_BUTTON_TEXTS.readOnly,
  readOnlyNote: 'Only admins and managers can create or revoke calendar feeds and share links.',
  feedHeading: 'Calendar feed',
  feedIntro:
    'Subscribe to your scheduled concepts and campaigns in Google Calendar, Apple Calendar or Outlook. The subscription follows the changes you make here.',
  feedCreate: 'Create feed URL',
  feedName: 'Feed name (optional)',
  feedNamePlaceholder: 'e.g. Team Google Calendar',
  shareHeading: 'Read-only share link',
  shareIntro: 'Anyone with the link sees the calendar, read-only, without an account: for a founder or an agency.',
  shareCreate: 'Create share link',
  shareName: 'Shared with (optional)',
  shareNamePlaceholder: 'e.g. Agency',
  expiresIn: 'Link expires in',
  shownOnce: 'Copy it now: for your security it is shown only once. Lost it? Create a new one and revoke the old.',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  revoke: 'Revoke',
  feedRevoked: 'Calendar feed revoked. Calendars subscribed to it stop updating.',
  shareRevoked: 'Share link revoked. It no longer opens the calendar.',
  noFeeds: 'No calendar feeds yet.',
  noShares: 'No share links yet.',
  failed: 'That did not work. Please try again.',
  close: 'Close',
} as const;

const HOW_TO_SUBSCRIBE: readonly [string, string][] = [
  ['Google Calendar', 'Other calendars → + → From URL, then paste the address.'],
  ['Apple Calendar', 'File → New Calendar Subscription, then paste the address (or open the webcal link).'],
  ['Outlook', 'Add calendar → Subscribe from web, then paste the address.'],
];

const dateOf = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** Copies `text`; answers whether the browser let it. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A new address, shown once, with Copy. */
function NewAddress({ label, url, children }: { label: string; url: string; children?: ReactNode }) {
  const toast = useToast();
  return (
    <Alert severity="success" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={label}
          value={url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-calendar-address' }, inputLabel: { shrink: true } }}
          onFocus={(e) => e.target.select()}
        />
        <Button
          variant="outlined"
          onClick={() => void copyText(url).then((ok) => ok && toast({ title: SHARING_TEXTS.copied }))}
        >
          {SHARING_TEXTS.copy}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {SHARING_TEXTS.shownOnce}
      </Typography>
      {children}
    </Alert>
  );
}

/** One feed or share link in a list, with Revoke for the roles that may revoke (`onRevoke` given). */
function LinkRow({ name, detail, onRevoke, busy }: { name: string; detail: string; onRevoke?: () => void; busy: boolean }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ py: 0.5, alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      {onRevoke && (
        <Button size="small" color="error" onClick={onRevoke} disabled={busy} aria-label={`${SHARING_TEXTS.revoke} ${name}`}>
          {SHARING_TEXTS.revoke}
        </Button>
      )}
    </Stack>
  );
}

function FeedSection({ canShare }: { canShare: boolean }) {
  const toast = useToast();
  const feeds = useGetCalendarFeedsQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [label, setLabel] = useState('');

  const onCreate = () =>
    void create({ label: label.trim() || null })
      .unwrap()
      .then(() => setLabel(''))
      .catch(() => toast({ title: SHARING_TEXTS.failed, variant: 'destructive' }));
  const onRevoke = (id: number) =>
    void revoke(id)
      .unwrap()
      .then(() => toast({ title: SHARING_TEXTS.feedRevoked }))
      .catch(() => toast({ title: SHARING_TEXTS.failed, variant: 'destructive' }));

  return (
    <Box component="section" aria-labelledby="calendar-feed-heading">
      <Typography id="calendar-feed-heading" variant="h6" component="h3">
        {SHARING_TEXTS.feedHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {SHARING_TEXTS.feedIntro}
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
        {HOW_TO_SUBSCRIBE.map(([app, how]) => (
          <Typography component="li" variant="body2" key={app}>
            <strong>{app}:</strong> {how}
          </Typography>
        ))}
      </Box>
      {canShare && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5 }}>
          <TextField
            label={SHARING_TEXTS.feedName}
            placeholder={SHARING_TEXTS.feedNamePlaceholder}
            size="small"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CALENDAR_LINK_LABEL_MAX } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button variant="contained" onClick={onCreate} disabled={creating.isLoading} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {SHARING_TEXTS.feedCreate}
          </Button>
        </Stack>
      )}
      {creating.data && (
        <NewAddress label="Feed URL" url={creating.data.url}>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <a href={creating.data.webcalUrl}>Subscribe with Apple Calendar or Outlook (webcal)</a>
          </Typography>
        </NewAddress>
      )}
      {feeds.isError && <Alert severity="error">The calendar feeds could not be loaded.</Alert>}
      {feeds.data && (
        <Box component="ul" aria-label="Calendar feeds" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
          {feeds.data.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {SHARING_TEXTS.noFeeds}
            </Typography>
          )}
          {feeds.data.map((feed) => (
            <LinkRow
              key={feed.id}
              name={feed.label || 'Calendar feed'}
              detail={`Created ${dateOf(feed.createdAt)}`}
              busy={revoking.isLoading}
              onRevoke={canShare ? () => onRevoke(feed.id) : undefined}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ShareSection({ canShare }: { canShare: boolean }) {
  const toast = useToast();
  const shares = useGetCalendarSharesQuery();
  const [create, creating] = useCreateCalendarShareMutation();
  const [revoke, revoking] = useRevokeCalendarShareMutation();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState<ShareExpiryDays>(DEFAULT_SHARE_EXPIRY_DAYS);

  const onCreate = () =>
    void create({ label: label.trim() || null, expiresInDays: days })
      .unwrap()
      .then(() => setLabel(''))
      .catch(() => toast({ title: SHARING_TEXTS.failed, variant: 'destructive' }));
  const onRevoke = (id: number) =>
    void revoke(id)
      .unwrap()
      .then(() => toast({ title: SHARING_TEXTS.shareRevoked }))
      .catch(() => toast({ title: SHARING_TEXTS.failed, variant: 'destructive' }));

  return (
    <Box component="section" aria-labelledby="calendar-share-heading">
      <Typography id="calendar-share-heading" variant="h6" component="h3">
        {SHARING_TEXTS.shareHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {SHARING_TEXTS.shareIntro}
      </Typography>
      {canShare && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5 }}>
          <TextField
            label={SHARING_TEXTS.shareName}
            placeholder={SHARING_TEXTS.shareNamePlaceholder}
            size="small"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CALENDAR_LINK_LABEL_MAX } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <TextField
            select
            label={SHARING_TEXTS.expiresIn}
            size="small"
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as ShareExpiryDays)}
            sx={{ width: { sm: 150 }, flexShrink: 0 }}
          >
            {SHARE_EXPIRY_DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {d} days
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={onCreate} disabled={creating.isLoading} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {SHARING_TEXTS.shareCreate}
          </Button>
        </Stack>
      )}
      {creating.data && <NewAddress label="Share link" url={creating.data.url} />}
      {shares.isError && <Alert severity="error">The share links could not be loaded.</Alert>}
      {shares.data && (
        <Box component="ul" aria-label="Share links" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
          {shares.data.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {SHARING_TEXTS.noShares}
            </Typography>
          )}
          {shares.data.map((share) => (
            <LinkRow
              key={share.id}
              name={share.label || 'Share link'}
              detail={share.expired ? `Expired ${dateOf(share.expiresAt)}` : `Expires ${dateOf(share.expiresAt)}`}
              busy={revoking.isLoading}
              onRevoke={canShare ? () => onRevoke(share.id) : undefined}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The Content Calendar's sharing dialog: secret calendar feeds for calendar apps, and read-only
 * share links with an expiry. A new address is shown once. Every role sees which links exist;
 * only the roles with `calendar.share` (admins and managers) get the make and revoke controls,
 * as the API allows (docs/permissions.md).
 */
export default function CalendarSharingDialog({ onClose }: { onClose: () => void }) {
  const canShare = useCan('calendar.share');
  return (
    <Dialog open onClose={onClose} aria-labelledby="calendar-sharing-title" fullWidth maxWidth="sm">
      <DialogTitle id="calendar-sharing-title">{canShare ? SHARING_TEXTS.title : SHARING_TEXTS.readOnlyTitle}</DialogTitle>
      <DialogContent>
        {!canShare && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {SHARING_TEXTS.readOnlyNote}
          </Alert>
        )}
        <Stack spacing={3} divider={<Divider flexItem />}>
          <FeedSection canShare={canShare} />
          <ShareSection canShare={canShare} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SHARING_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
