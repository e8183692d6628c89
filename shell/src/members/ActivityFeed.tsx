import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { activityLine } from '@mailplan/shared';
import { useGetActivityQuery } from '@mailplan/api/endpoints/activity';
import { dateTime } from './member-format';
import { MEMBERS_TEXTS as T } from './members.texts';

/** The organization's latest activity: members, campaigns, concepts and the brand kit. */
export function ActivityFeed() {
  const { data, isLoading, isError } = useGetActivityQuery({ limit: 20 });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {T.activityTitle}
      </Typography>
      {isLoading ? (
        <CircularProgress size={24} aria-label="Loading activity" />
      ) : isError || !data ? (
        <Alert severity="error">{T.loadFailed}</Alert>
      ) : !data.length ? (
        <Typography color="text.secondary">{T.noActivity}</Typography>
      ) : (
        <List dense disablePadding aria-label={T.activityTitle}>
          {data.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText primary={activityLine(entry)} secondary={dateTime(entry.createdAt)} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
