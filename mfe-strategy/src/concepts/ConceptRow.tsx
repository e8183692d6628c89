import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RestoreIcon from '@mui/icons-material/Restore';
import AddIcon from '@mui/icons-material/Add';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '@mailplan/api/endpoints/auth';
import type { Concept } from './concept.types';
import { formatScheduledDate } from './dates';
import { TEXTS } from './concepts.texts';

/** What a row can ask the page to do; the page keeps these stable so rows re-render only when their concept changes. */
export interface ConceptActions {
  toggleSelected(concept: Concept): void;
  toggleRejected(concept: Concept): void;
  unlink(concept: Concept): void;
  refine(concept: Concept): void;
}

const HEADING = { fontWeight: 700, mb: 0.25 } as const;

function orNotSpecified(value: string | null | undefined): string {
  return value && value.trim() ? value : TEXTS.notSpecified;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={HEADING}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

function ConceptDetail({ concept, actions }: { concept: Concept; actions: ConceptActions }) {
  const alignment = concept.strategicAlignment ?? ({} as Concept['strategicAlignment']);
  const linked = concept.campaignId != null;
  const canEdit = useCan('content.write');
  return (
    <Stack spacing={2} sx={{ pt: 1.5, pl: { sm: 7 } }}>
      <Field label={TEXTS.coreMessage} value={orNotSpecified(concept.coreMessage)} />
      <Box>
        <Typography variant="subtitle2" component="h4" sx={HEADING}>
          {TEXTS.strategicAlignment}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {(
            [
              [TEXTS.targetSegment, alignment.targetSegment],
              [TEXTS.journeyPhase, alignment.journeyPhase],
              [TEXTS.strategicPriority, alignment.strategicPriority],
              [TEXTS.reference, alignment.reference],
            ] as const
          ).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {orNotSpecified(value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Field label={TEXTS.targetAudience} value={orNotSpecified(concept.targetAudience)} />
      <Field label={TEXTS.callToAction} value={orNotSpecified(concept.callToAction)} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {linked && (
          <Button size="small" variant="outlined" component={Link} to={`/campaigns/${concept.campaignId}`} startIcon={<OpenInNewIcon />}>
            {TEXTS.viewCampaign}
          </Button>
        )}
        {canEdit && (
          <>
            {linked ? (
              <Button size="small" variant="outlined" onClick={() => actions.unlink(concept)} startIcon={<LinkOffIcon />}>
                {TEXTS.unlinkFromCampaign}
              </Button>
            ) : (
              <Button size="small" variant="contained" component={Link} to={`/campaigns/new?conceptId=${concept.id}`} startIcon={<AddIcon />}>
                {TEXTS.createEmailCampaign}
              </Button>
            )}
            <Button size="small" variant="outlined" onClick={() => actions.refine(concept)} startIcon={<AutoAwesomeIcon />}>
              {TEXTS.refineWithAi}
            </Button>
            <Button size="small" variant="outlined" component={Link} to={`/email-concepts/edit/${concept.id}`} startIcon={<EditIcon />}>
              {TEXTS.editConcept}
            </Button>
            {concept.rejected ? (
              <Button size="small" color="primary" onClick={() => actions.toggleRejected(concept)} startIcon={<RestoreIcon />}>
                {TEXTS.removeRejection}
              </Button>
            ) : (
              <Button size="small" color="error" onClick={() => actions.toggleRejected(concept)} startIcon={<BlockIcon />}>
                {TEXTS.rejectConcept}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The row's own layout in one styled element (class names for its parts): a page shows a few
 * dozen rows at once, and each MUI layout component would compute its styles on every render.
 */
const RowRoot = styled('li')(({ theme }) => ({
  listStyle: 'none',
  padding: theme.spacing(1.5, 0),
  borderTop: `1px solid ${theme.palette.divider}`,
  '&.rejected': { opacity: 0.7 },
  '& .row-head': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1) },
  '& .row-main': { flex: 1, minWidth: 0, paddingTop: theme.spacing(0.75) },
  '& .row-title': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 600,
    cursor: 'pointer',
    wordBreak: 'break-word',
  },
  '& .row-badges': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.75), marginTop: theme.spacing(0.5) },
  '& .row-expand svg': { transition: 'transform 150ms' },
  '& .row-expand[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

/** One concept: select toggle, title, badges; its detail and actions when expanded. */
export const ConceptRow = memo(function ConceptRow({
  concept,
  actions,
}: {
  concept: Concept;
  actions: ConceptActions;
}) {
  const [open, setOpen] = useState(false);
  const canEdit = useCan('content.write');
  const detailId = useId();
  const scheduled = formatScheduledDate(concept.scheduledDate);
  return (
    <RowRoot data-testid="concept-row" className={concept.rejected ? 'rejected' : undefined}>
      <div className="row-head">
        <Switch
          checked={concept.selected}
          onChange={() => actions.toggleSelected(concept)}
          disabled={concept.rejected || !canEdit}
          slotProps={{ input: { 'aria-label': `Select ${concept.title}` } }}
        />
        <div className="row-main">
          <h3 className="row-title" onClick={() => setOpen((o) => !o)}>
            {concept.title}
          </h3>
          {(scheduled || concept.campaignId != null || concept.rejected) && (
            <div className="row-badges">
              {scheduled && (
                <Chip size="small" color="info" variant="outlined" label={`${TEXTS.scheduled} ${scheduled}`} />
              )}
              {concept.campaignId != null && <Chip size="small" color="success" label={TEXTS.inCampaign} />}
              {concept.rejected && <Chip size="small" color="error" variant="outlined" label={TEXTS.rejectedBadge} />}
            </div>
          )}
        </div>
        <IconButton
          className="row-expand"
          aria-label={open ? `Hide details of ${concept.title}` : `Show details of ${concept.title}`}
          aria-expanded={open}
          aria-controls={open ? detailId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <ExpandMoreIcon />
        </IconButton>
      </div>
      {open && (
        <div id={detailId}>
          <ConceptDetail concept={concept} actions={actions} />
        </div>
      )}
    </RowRoot>
  );
});
