import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreateCalendarFeedMutation, useGetCalendarFeedsQuery, useRevokeCalendarFeedMutation } from '@mailplan/api/endpoints/calendar-feed';
import { useToast } from '@mailplan/ui';
import { HOW_TO_SUBSCRIBE, SHARING_TEXTS } from './calendar-sharing.texts';
import { CreateLinkRow, dateOf, LinkList, LinkNameField, LinkRow, NewAddress, SharingSection, useSharingCall } from './SharingLinks';

/** The secret calendar feeds for calendar apps: how to subscribe, the feeds, and for the roles that may, make and revoke. */
export function FeedSection({ canShare }: { canShare: boolean }) {
  const toast = useToast();
  const run = useSharingCall();
  const feeds = useGetCalendarFeedsQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [label, setLabel] = useState('');

  const onCreate = () => run(create({ label: label.trim() || null }), () => setLabel(''));
  const onRevoke = (id: number) => run(revoke(id), () => toast({ title: SHARING_TEXTS.feedRevoked }));

  return (
    <SharingSection id="calendar-feed-heading" title={SHARING_TEXTS.feedHeading} intro={SHARING_TEXTS.feedIntro}>
      <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
        {HOW_TO_SUBSCRIBE.map(([app, how]) => (
          <Typography component="li" variant="body2" key={app}>
            <strong>{app}:</strong> {how}
          </Typography>
        ))}
      </Box>
      {canShare && (
        <CreateLinkRow createLabel={SHARING_TEXTS.feedCreate} onCreate={onCreate} creating={creating.isLoading}>
          <LinkNameField label={SHARING_TEXTS.feedName} placeholder={SHARING_TEXTS.feedNamePlaceholder} value={label} onChange={setLabel} />
        </CreateLinkRow>
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
        <LinkList label="Calendar feeds" emptyText={SHARING_TEXTS.noFeeds}>
          {feeds.data.map((feed) => (
            <LinkRow
              key={feed.id}
              name={feed.label || 'Calendar feed'}
              detail={`Created ${dateOf(feed.createdAt)}`}
              busy={revoking.isLoading}
              onRevoke={canShare ? () => onRevoke(feed.id) : undefined}
            />
          ))}
        </LinkList>
      )}
    </SharingSection>
  );
}
