import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Skeleton from '@mui/material/Skeleton';
import { CONCEPT_PAGE_SIZE, useGetConceptPagesInfiniteQuery, type ConceptCategoryCount } from '@mailplan/api/endpoints/concepts';
import { RetryAlert } from '@mailplan/ui/components';
import { memo, useId, useMemo } from 'react';
import type { CampaignType } from './categories';
import { campaignTypeLabel, listedConcepts, listedCount } from './categories';
import { ConceptRow, type ConceptActions } from './ConceptRow';
import { TEXTS } from './concepts.texts';

interface CategoryCardProps {
  type: CampaignType;
  /** How many concepts the category holds (the page's counts). */
  count: ConceptCategoryCount;
  /** Whether rejected concepts are listed and counted. */
  showRejected: boolean;
  expanded: boolean;
  onExpandedChange(type: CampaignType, expanded: boolean): void;
  onGenerate(type: CampaignType): void;
  generateDisabled: boolean;
  actions: ConceptActions;
}

/**
 * A category: its name and counts, 'Generate for this category', and the list of its concepts.
 * A closed card reads and renders no concepts at all; an open one reads them a page at a time.
 */
export const CategoryCard = memo(function CategoryCard({
  type,
  count,
  showRejected,
  expanded,
  onExpandedChange,
  onGenerate,
  generateDisabled,
  actions,
}: CategoryCardProps) {
  const label = campaignTypeLabel(type);
  const listId = useId();
  const listed = listedCount(count, showRejected);

  return (
    <Card variant="outlined" component="section" aria-label={label} data-testid={`category-${type}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2, pb: expanded ? 1 : 2 }}>
        <Box sx={{ flex: 1, minWidth: 0, cursor: 'pointer' }} onClick={() => onExpandedChange(type, !expanded)}>
          <Typography variant="h6" component="h2">
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {listed === 1 ? '1 concept' : `${listed} concepts`}
            {count.selected > 0 ? ` · ${count.selected} selected` : ''}
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
          {listed === 0 ? (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {TEXTS.emptyCategory}
            </Typography>
          ) : (
            <CategoryConcepts type={type} label={label} listed={listed} showRejected={showRejected} actions={actions} />
          )}
        </Box>
      )}
    </Card>
  );
});

/**
 * An open category's concepts, read from the server a page at a time (CONCEPT_PAGE_SIZE): the
 * first page when the card opens, the next on 'Show more'. The pages stay in the store, so a card
 * opened again shows at once.
 */
function CategoryConcepts({
  type,
  label,
  listed,
  showRejected,
  actions,
}: {
  type: CampaignType;
  label: string;
  listed: number;
  showRejected: boolean;
  actions: ConceptActions;
}) {
  const query = useGetConceptPagesInfiniteQuery(showRejected ? { campaignType: type } : { campaignType: type, rejected: false });
  const pages = query.data?.pages;
  const concepts = useMemo(() => listedConcepts(pages ?? [], type, showRejected), [pages, type, showRejected]);

  if (query.isLoading) {
    return (
      <Stack role="status" aria-busy="true" aria-label={`Loading ${label} concepts`} spacing={1} sx={{ py: 1 }}>
        {Array.from({ length: Math.min(listed, 3) }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (query.isError && !pages) {
    return <RetryAlert message={TEXTS.loadError} retryLabel={TEXTS.retry} onRetry={() => void query.refetch()} />;
  }
  const rest = Math.max(listed - concepts.length, 0);
  const next = Math.min(rest || CONCEPT_PAGE_SIZE, CONCEPT_PAGE_SIZE);
  return (
    <>
      {concepts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {TEXTS.emptyCategory}
        </Typography>
      ) : (
        <Box component="ul" aria-label={`${label} concepts`} sx={{ m: 0, p: 0 }}>
          {concepts.map((concept) => (
            <ConceptRow key={concept.id} concept={concept} actions={actions} />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {TEXTS.showMore(next)}
          {rest > 0 ? ` (${rest} left)` : ''}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <Typography role="alert" color="error" variant="body2" sx={{ pt: 1 }}>
          {TEXTS.loadError}
        </Typography>
      )}
    </>
  );
}
