import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { memo, useId, useState } from 'react';
import type { CampaignType } from './categories';
import { campaignTypeLabel } from './categories';
import type { Concept } from './concept.types';
import { ConceptRow, type ConceptActions } from './ConceptRow';
import { TEXTS } from './concepts.texts';

/** Rows rendered at once when a card is opened; more on request, so a long category stays quick. */
export const ROWS_PER_PAGE = 25;

interface CategoryCardProps {
  type: CampaignType;
  concepts: Concept[];
  expanded: boolean;
  onExpandedChange(type: CampaignType, expanded: boolean): void;
  onGenerate(type: CampaignType): void;
  generateDisabled: boolean;
  actions: ConceptActions;
}

/**
 * A category: its name and counts, 'Generate for this category', and the list of its concepts.
 * A closed card renders no rows at all; an open one renders them a page at a time.
 */
export const CategoryCard = memo(function CategoryCard({
  type,
  concepts,
  expanded,
  onExpandedChange,
  onGenerate,
  generateDisabled,
  actions,
}: CategoryCardProps) {
  const label = campaignTypeLabel(type);
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  const listId = useId();
  const selected = concepts.reduce((n, c) => n + (c.selected && !c.rejected ? 1 : 0), 0);
  const rest = concepts.length - shown;

  return (
    <Card variant="outlined" component="section" aria-label={label} data-testid={`category-${type}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2, pb: expanded ? 1 : 2 }}>
        <Box sx={{ flex: 1, minWidth: 0, cursor: 'pointer' }} onClick={() => onExpandedChange(type, !expanded)}>
          <Typography variant="h6" component="h2">
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {concepts.length === 1 ? '1 concept' : `${concepts.length} concepts`}
            {selected > 0 ? ` · ${selected} selected` : ''}
          </Typography>
        </Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AutoAwesomeIcon />}
          onClick={() => onGenerate(type)}
          disabled={generateDisabled}
        >
          {TEXTS.generateForCategory}
        </Button>
        <IconButton
          aria-label={expanded ? `Hide ${label} concepts` : `Show ${label} concepts`}
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          onClick={() => onExpandedChange(type, !expanded)}
        >
          <ExpandMoreIcon
            sx={{
              transform: expanded ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
            }}
          />
        </IconButton>
      </Stack>
      {expanded && (
        <Box id={listId} sx={{ px: 2, pb: 2 }}>
          {concepts.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {TEXTS.emptyCategory}
            </Typography>
          ) : (
            <>
              <Box component="ul" aria-label={`${label} concepts`} sx={{ m: 0, p: 0 }}>
                {concepts.slice(0, shown).map((concept) => (
                  <ConceptRow key={concept.id} concept={concept} actions={actions} />
                ))}
              </Box>
              {rest > 0 && (
                <Button size="small" onClick={() => setShown((n) => n + ROWS_PER_PAGE)}>
                  {TEXTS.showMore(Math.min(rest, ROWS_PER_PAGE))}
                  {` (${rest} left)`}
                </Button>
              )}
            </>
          )}
        </Box>
      )}
    </Card>
  );
});
