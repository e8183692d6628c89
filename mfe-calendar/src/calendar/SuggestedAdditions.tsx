import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { CalendarConcept } from './concept-types';
import { TypeBadge } from './TypeBadge';
import { CoreMessage } from './CoreMessage';

/** Unselected concepts of the types the month is short of (at most 6), and the way to all concepts. */
export function SuggestedAdditions({ suggestions }: { suggestions: readonly CalendarConcept[] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="suggested-additions-title">
      <CardContent>
        <Typography id="suggested-additions-title" variant="h6" component="h2">
          Suggested Additions
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          To balance your calendar
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {suggestions.map((concept) => (
            <li key={concept.id} data-testid="suggested-concept">
              <TypeBadge type={concept.campaignType} />
              <Typography variant="subtitle2" sx={{ mt: 0.5 }}>
                {concept.title}
              </Typography>
              <CoreMessage text={concept.coreMessage} lines={2} />
            </li>
          ))}
        </Stack>
        <Button variant="outlined" component={Link} to="/email-concepts" sx={{ mt: 2 }} fullWidth>
          View All Concepts
        </Button>
      </CardContent>
    </Card>
  );
}
