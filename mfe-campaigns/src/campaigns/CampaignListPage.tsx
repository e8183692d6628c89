import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { memo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CampaignSummary } from './campaign.types';
import { useCan, useGetCampaignsQuery } from '@mailplan/api';
import { TEXTS } from './campaigns.texts';
import { formatCampaignDate } from './format';
import { ListPagination } from './ListPagination';
import { STATUS_TAG_SX, StatusTag } from './approval/StatusTag';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];
const DEFAULT_ROWS = 25;

/** Page and page size live in the URL (`?page=2&rows=50`), so Back returns to the same page. */
function usePaging(total: number) {
  const [params, setParams] = useSearchParams();
  const rowsParam = Number(params.get('rows'));
  const rows = ROWS_PER_PAGE_OPTIONS.includes(rowsParam) ? rowsParam : DEFAULT_ROWS;
  const lastPage = Math.max(0, Math.ceil(total / rows) - 1);
  const pageParam = Number(params.get('page'));
  const page = Number.isSafeInteger(pageParam) && pageParam > 1 ? Math.min(pageParam - 1, lastPage) : 0;
  const go = (nextPage: number, nextRows = rows) => {
    const next = new URLSearchParams(params);
    if (nextPage > 0) next.set('page', String(nextPage + 1));
    else next.delete('page');
    if (nextRows !== DEFAULT_ROWS) next.set('rows', String(nextRows));
    else next.delete('rows');
    setParams(next);
  };
  return { page, rows, go };
}

/**
 * A row is plain table markup with class names; the table's one style rule lays them out. MUI's
 * per-component styles (and tooltips) cost more than the row itself, and a page holds up to 100.
 * The view and edit actions are links styled like small icon buttons: an IconButton per action
 * (ripple, focus tracking, its own styles) took most of the time a page of rows needs to render.
 */
const CampaignRow = memo(function CampaignRow({ campaign, canEdit = true }: { campaign: CampaignSummary; canEdit?: boolean }) {
  const name = campaign.name || TEXTS.untitled;
  return (
    <tr className="mp-row">
      <td className="mp-cell mp-name" title={name}>
        {name}
        <StatusTag status={campaign.status} />
      </td>
      <td className="mp-cell" title={campaign.subject}>
        {campaign.subject || '-'}
      </td>
      <td className="mp-cell" title={campaign.goal}>
        {campaign.goal || '-'}
      </td>
      <td className="mp-cell mp-date">{formatCampaignDate(campaign.createdAt)}</td>
      <td className="mp-cell mp-actions">
        <Link className="mp-action" to={String(campaign.id)} aria-label={TEXTS.view(name)} title="View">
          <VisibilityIcon fontSize="small" />
        </Link>
        {canEdit && (
          <Link className="mp-action" to={`edit/${campaign.id}`} aria-label={TEXTS.edit(name)} title="Edit">
            <EditIcon fontSize="small" />
          </Link>
        )}
      </td>
    </tr>
  );
});

/** The rows' styles, matching MUI's table cells. */
const TABLE_SX = {
  tableLayout: 'fixed',
  minWidth: 720,
  '& .mp-row:hover': { bgcolor: 'action.hover' },
  '& .mp-cell': {
    typography: 'body2',
    px: 2,
    py: 1,
    height: 52,
    borderBottom: 1,
    borderColor: 'divider',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .mp-name': { fontWeight: 500 },
  ...STATUS_TAG_SX,
  '& .mp-actions': { textAlign: 'right', overflow: 'visible', py: 0 },
  // as MUI's small IconButton
  '& .mp-action': {
    display: 'inline-flex',
    verticalAlign: 'middle',
    p: '5px',
    borderRadius: '50%',
    color: 'action.active',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
  },
  '& th:nth-of-type(1)': { width: '30%' },
  '& th:nth-of-type(2)': { width: '36%' },
  '& th:nth-of-type(3)': { width: '34%' },
  // 'Sep 30, 2026' in full: the date is never cut
  '& th:nth-of-type(4)': { width: 140 },
  '& th:nth-of-type(5)': { width: 104 },
} as const;

function Head() {
  const c = TEXTS.columns;
  return (
    <TableHead>
      <TableRow>
        <TableCell>{c.name}</TableCell>
        <TableCell>{c.subject}</TableCell>
        <TableCell>{c.goal}</TableCell>
        <TableCell>{c.created}</TableCell>
        <TableCell align="right">{c.actions}</TableCell>
      </TableRow>
    </TableHead>
  );
}

function CampaignTable({ campaigns }: { campaigns: CampaignSummary[] }) {
  const { page, rows, go } = usePaging(campaigns.length);
  // Only the shown page is rendered: 2,000 campaigns cost no more than 25.
  const shown = campaigns.slice(page * rows, page * rows + rows);
  const canEdit = useCan('content.write');
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={TEXTS.listTitle} sx={TABLE_SX}>
          <Head />
          <TableBody>
            {shown.map((c) => (
              <CampaignRow key={c.id} campaign={c} canEdit={canEdit} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        count={campaigns.length}
        page={page}
        rowsPerPage={rows}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        onPageChange={(next) => go(next)}
        onRowsPerPageChange={(next) => go(0, next)}
      />
    </Paper>
  );
}

function LoadingTable() {
  return (
    <Paper variant="outlined" role="status" aria-busy="true" aria-label="Loading campaigns">
      <Table sx={TABLE_SX}>
        <Head />
        <TableBody>
          {Array.from({ length: 5 }, (_, i) => (
            <TableRow key={i}>
              {Array.from({ length: 5 }, (_, j) => (
                <TableCell key={j}>
                  <Skeleton variant="text" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export function CampaignListPage() {
  const { data: campaigns, isLoading, isError, refetch } = useGetCampaignsQuery();
  const canEdit = useCan('content.write');

  let content: ReactNode;
  if (isLoading) content = <LoadingTable />;
  else if (isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {TEXTS.listLoadFailed}
      </Alert>
    );
  else if (!campaigns?.length)
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>{TEXTS.emptyList}</Typography>
      </Paper>
    );
  else content = <CampaignTable campaigns={campaigns} />;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {TEXTS.listTitle}
          </Typography>
          <Typography color="text.secondary">{TEXTS.listSubtitle}</Typography>
        </Box>
        {canEdit && (
          <Button component={Link} to="new" variant="contained" startIcon={<AddIcon />}>
            {TEXTS.newCampaign}
          </Button>
        )}
      </Stack>
      {content}
    </Box>
  );
}
