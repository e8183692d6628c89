import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCreateCalendarShareMutation, useGetCalendarSharesQuery, useRevokeCalendarShareMutation } from '@mailplan/api/endpoints/calendar-feed';
import { DEFAULT_SHARE_EXPIRY_DAYS, SHARE_EXPIRY_DAYS, type ShareExpiryDays } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { SHARING_TEXTS } from './calendar-sharing.texts';
import { CreateLinkRow, dateOf, LinkList, LinkNameField, LinkRow, NewAddress, SharingSection, useSharingCall } from './SharingLinks';

/** The read-only share links, with their expiry; for the roles that may, make and revoke. */
export function ShareSection({ canShare }: { canShare: boolean }) {
  const toast = useToast();
  const run = useSharingCall();
  const shares = useGetCalendarSharesQuery();
  const [create, creating] = useCreateCalendarShareMutation();
  const [revoke, revoking] = useRevokeCalendarShareMutation();
  const [label, setLabel] = useState('');
  const [days, setDays] = useState<ShareExpiryDays>(DEFAULT_SHARE_EXPIRY_DAYS);

  const onCreate = () => run(create({ label: label.trim() || null, expiresInDays: days }), () => setLabel(''));
  const onRevoke = (id: number) => run(revoke(id), () => toast({ title: SHARING_TEXTS.shareRevoked }));

  return (
    <SharingSection id="calendar-share-heading" title={SHARING_TEXTS.shareHeading} intro={SHARING_TEXTS.shareIntro}>
      {canShare && (
        <CreateLinkRow createLabel={SHARING_TEXTS.shareCreate} onCreate={onCreate} creating={creating.isLoading}>
          <LinkNameField label={SHARING_TEXTS.shareName} placeholder={SHARING_TEXTS.shareNamePlaceholder} value={label} onChange={setLabel} />
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
        </CreateLinkRow>
      )}
      {creating.data && <NewAddress label="Share link" url={creating.data.url} />}
      {shares.isError && <Alert severity="error">The share links could not be loaded.</Alert>}
      {shares.data && (
        <LinkList label="Share links" emptyText={SHARING_TEXTS.noShares}>
          {shares.data.map((share) => (
            <LinkRow
              key={share.id}
              name={share.label || 'Share link'}
              detail={share.expired ? `Expired ${dateOf(share.expiresAt)}` : `Expires ${dateOf(share.expiresAt)}`}
              busy={revoking.isLoading}
              onRevoke={canShare ? () => onRevoke(share.id) : undefined}
            />
          ))}
        </LinkList>
      )}
    </SharingSection>
  );
}
