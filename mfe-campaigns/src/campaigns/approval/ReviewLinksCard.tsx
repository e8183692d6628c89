import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import { useCreateReviewLinkMutation, useGetReviewLinksQuery, useRevokeReviewLinkMutation } from '@mailplan/api/endpoints/approval';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useToast } from '@mailplan/ui';
import { useState } from 'react';
import { APPROVAL_TEXTS as T } from './approval.texts';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Share links for outside reviewers: make one (its address shown once, to copy), see and turn off the others. */
export function ReviewLinksCard({ campaignId }: { campaignId: number }) {
  const canWrite = useCan('content.write');
  const links = useGetReviewLinksQuery(campaignId);
  const [create, creating] = useCreateReviewLinkMutation();
  const [revoke] = useRevokeReviewLinkMutation();
  const [fresh, setFresh] = useState<string | null>(null);
  const toast = useToast();
  const fail = (e: unknown) => toast({ title: T.actionFailed, description: (e as { message?: string })?.message, variant: 'destructive' });

  const make = async () => {
    try {
      const link = await create(campaignId).unwrap();
      setFresh(new URL(link.path, window.location.origin).toString());
    } catch (e) {
      fail(e);
    }
  };
  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh);
      toast({ title: T.linkCopied, variant: 'success' });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Stack spacing={1.5} data-testid="review-links">
      <Typography variant="subtitle2">{T.linksTitle}</Typography>
      <Typography variant="body2" color="text.secondary">
        {T.linksHelp}
      </Typography>
      {fresh && (
        <Alert severity="success" icon={<LinkIcon />}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {T.linkCreated}. {T.linkCopyHint}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TextField size="small" fullWidth value={fresh} slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Review link' } }} />
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {T.copyLink}
            </Button>
          </Stack>
        </Alert>
      )}
      {canWrite && (
        <Button variant="outlined" size="small" startIcon={<LinkIcon />} onClick={() => void make()} disabled={creating.isLoading} sx={{ alignSelf: 'flex-start' }}>
          {T.createLink}
        </Button>
      )}
      {!!links.data?.length && (
        <List dense disablePadding aria-label={T.linksTitle}>
          {links.data.map((link) => (
            <ListItem
              key={link.id}
              disableGutters
              secondaryAction={
                canWrite && link.state === 'active' ? (
                  <Button size="small" color="error" onClick={() => void revoke({ id: campaignId, linkId: link.id }).unwrap().catch(fail)}>
                    {T.revoke}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Chip size="small" label={T.linkState[link.state]} color={link.state === 'active' ? 'success' : 'default'} variant="outlined" />
                }
                secondary={`${day(link.createdAt)} · ${T.expires(day(link.expiresAt))}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
