import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActivityDto } from '@mailplan/api';

/** What each action reads as, after the actor's name. Unknown actions read as their words. */
export const ACTIVITY_VERBS: Record<string, string> = {
  created: 'created',
  edited: 'edited',
  status_changed: 'changed the status of',
  sent_for_review: 'sent for review',
  approved: 'approved',
  changes_requested: 'requested changes to',
  commented: 'commented on',
  review_link_created: 'shared a review link for',
  review_link_revoked: 'turned off a review link for',
  pushed: 'pushed',
  push_failed: 'could not push',
  selected: 'selected',
  rejected: 'rejected',
  scheduled: 'scheduled',
  saved: 'saved',
  settings_changed: "changed the organization's settings",
  invited: 'invited',
  invitation_resent: 'sent the invitation again to',
  invitation_revoked: 'revoked the invitation of',
  joined: 'joined',
  left: 'left',
  role_changed: 'changed the role of',
  removed: 'removed',
};

const SUBJECT_WORDS: Record<string, string> = {
  campaign: 'campaign',
  concept: 'concept',
  brand: 'the brand kit',
  member: '',
  organization: '',
};

const verbOf = (action: string) => ACTIVITY_VERBS[action] ?? action.replace(/_/g, ' ');

/** One entry as a sentence: "Ada Lovelace approved campaign “Spring sale”". */
export function activitySentence(entry: ActivityDto, withSubject = true): string {
  const who = entry.actor.kind === 'reviewer' ? `${entry.actor.name} (outside reviewer)` : entry.actor.name;
  const verb = verbOf(entry.action);
  if (entry.action === 'settings_changed' || (entry.action === 'joined' && !entry.subjectName)) return `${who} ${verb}`;
  if (!withSubject) return `${who} ${verb}${/ (of|to|on|for)$/.test(verb) ? ' it' : ''}`;
  const kind = SUBJECT_WORDS[entry.subjectType] ?? entry.subjectType;
  if (entry.subjectType === 'brand') return `${who} ${verb} ${kind}`;
  const name = entry.subjectName ? `“${entry.subjectName}”` : '';
  return [who, verb, kind, name].filter(Boolean).join(' ');
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * Who did what and when, newest first: on a campaign's page (`withSubject={false}`: every entry is
 * about that campaign) and for the whole organization on the members page.
 */
export function ActivityList({ entries, withSubject = true, emptyText = 'Nothing has happened yet.' }: { entries: readonly ActivityDto[]; withSubject?: boolean; emptyText?: string }) {
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
