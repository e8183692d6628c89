import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActivityDto } from '@mailplan/api';
import { ACTIVITY_TEXTS, activitySentence } from '@mailplan/shared';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * Who did what and when, newest first: on a campaign's page (`withSubject={false}`: every entry is
 * about that campaign) and for the whole organization on the members page.
 */
export function ActivityList({ entries, withSubject = true, emptyText = ACTIVITY_TEXTS.empty }: { entries: readonly ActivityDto[]; withSubject?: boolean; emptyText?: string }) {
  if (!entries.length) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <List dense disablePadding aria-label="Activity">
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters alignItems="flex-start" data-action={entry.action}>
          <ListItemText
            primary={activitySentence(entry, withSubject)}
            secondary={
              <>
                {entry.detail && (
                  <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: 'text.primary' }}>
                    {entry.detail}
                  </Box>
                )}
                <Box component="time" dateTime={entry.createdAt} sx={{ display: 'block' }}>
                  {when(entry.createdAt)}
                </Box>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
