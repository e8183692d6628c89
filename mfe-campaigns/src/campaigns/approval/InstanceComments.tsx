import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useGetCampaignCommentsQuery } from '@mailplan/api/endpoints/approval';
import { useCan } from '@mailplan/api/endpoints/auth';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { APPROVAL_TEXTS as T } from './approval.texts';
import { CommentBox, CommentItem } from './Comments';
import { useTeamMode } from './useTeamMode';

const CampaignIdContext = createContext<number | undefined>(undefined);

/** Tells the module cards of the form which saved campaign they belong to (none for a new one). */
export function CommentsScope({ campaignId, children }: { campaignId: number | undefined; children: ReactNode }) {
  return <CampaignIdContext.Provider value={campaignId}>{children}</CampaignIdContext.Provider>;
}

/**
 * The comments pinned to one module instance, under its card in the form, with a box to add one.
 * Nothing shows for a new campaign, nor in a single-person organization without comments.
 */
export function InstanceComments({ instanceId }: { instanceId: string }) {
  const campaignId = useContext(CampaignIdContext);
  if (campaignId === undefined) return null;
  return <PinnedComments campaignId={campaignId} instanceId={instanceId} />;
}

function PinnedComments({ campaignId, instanceId }: { campaignId: number; instanceId: string }) {
  const { pinned } = useGetCampaignCommentsQuery(campaignId, {
    selectFromResult: ({ data }) => ({ pinned: data?.filter((c) => c.instanceId === instanceId) ?? NONE }),
  });
  const team = useTeamMode();
  const canWrite = useCan('content.write');
  const [open, setOpen] = useState(false);
  if (!pinned.length && !(team && canWrite)) return null;
  return (
    <Box sx={{ mt: 2, pt: 1, borderTop: 1, borderColor: 'divider' }} data-testid="instance-comments">
      <Button size="small" startIcon={<ChatBubbleOutlineIcon fontSize="small" />} onClick={() => setOpen((o) => !o)} aria-expanded={open || pinned.length > 0}>
        {pinned.length ? T.moduleComments(pinned.length) : T.comment}
      </Button>
      {(open || pinned.length > 0) && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {pinned.length > 0 && (
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {pinned.map((c) => (
                <CommentItem key={c.id} comment={c} campaignId={campaignId} />
              ))}
            </Box>
          )}
          {open && canWrite && <CommentBox campaignId={campaignId} instanceId={instanceId} />}
        </Stack>
      )}
    </Box>
  );
}

const NONE: never[] = [];
