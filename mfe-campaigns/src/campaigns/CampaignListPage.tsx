import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CampaignSummary } from './campaign.types';
import { useCan } from '@mailplan/api/endpoints/auth';
import { useGetCampaignPageQuery, type CampaignPage } from '@mailplan/api/endpoints/campaigns';
import { RetryAlert } from '@mailplan/ui/components';
import { ListHeader } from '../ListHeader';
import { TEXTS } from './campaigns.texts';
import { formatCampaignDate } from './format';
import { ListPagination } from './ListPagination';
import { STATUS_TAG_SX, StatusTag } from './approval/StatusTag';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];
const DEFAULT_ROWS = 25;

type SortColumn = 'name' | 'createdAt';
const SEARCH_DELAY_MS = 300;

/**
 * The table's state lives in the URL (`?page=2&rows=50&sort=name&order=asc&q=spring`), so Back
 * returns to the same page; the server answers that page only (GET /api/campaigns with limit,
 * offset, sort, order and search), whatever the number of campaigns.
 */
function useTableState() {
  const [params, setParams] = useSearchParams();
  const rowsParam = Number(params.get('rows'));
  const rows = ROWS_PER_PAGE_OPTIONS.includes(rowsParam) ? rowsParam : DEFAULT_ROWS;
  const pageParam = Number(params.get('page'));
  const page = Number.isSafeInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;
  const sort: SortColumn = params.get('sort') === 'name' ? 'name' : 'createdAt';
  const order: 'asc' | 'desc' = params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : sort === 'name' ? 'asc' : 'desc';
  const search = params.get('q') ?? '';
  const set = (changes: { page?: number; rows?: number; sort?: SortColumn; order?: 'asc' | 'desc'; search?: string }) => {
    const next = new URLSearchParams(params);
    const put = (key: string, value: string | number | undefined, fallback: string | number) =>
      value === undefined || value === fallback || value === '' ? next.delete(key) : next.set(key, String(value));
    const nextSort = changes.sort ?? sort;
    put('page', changes.page !== undefined ? changes.page + 1 : page + 1, 1);
    put('rows', changes.rows ?? rows, DEFAULT_ROWS);
    put('sort', nextSort, 'createdAt');
    put('order', changes.order ?? order, nextSort === 'name' ? 'asc' : 'desc');
    put('q', changes.search ?? search, '');
    setParams(next, { replace: changes.search !== undefined });
  };
  return { page, rows, sort, order, search, set };
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
        <StatusTag status={campaign.status} />
        {name}
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

function Head({ sort, order, onSort }: { sort?: SortColumn; order?: 'asc' | 'desc'; onSort?: (column: SortColumn) => void }) {
  const c = TEXTS.columns;
  const sortable = (column: SortColumn, label: string) =>
    onSort ? (
      <TableSortLabel active={sort === column} direction={sort === column ? order : column === 'name' ? 'asc' : 'desc'} onClick={() => onSort(column)}>
        {label}
      </TableSortLabel>
    ) : (
      label
    );
  return (
    <TableHead>
      <TableRow>
        <TableCell sortDirection={sort === 'name' ? order : false}>{sortable('name', c.name)}</TableCell>
        <TableCell>{c.subject}</TableCell>
        <TableCell>{c.goal}</TableCell>
        <TableCell sortDirection={sort === 'createdAt' ? order : false}>{sortable('createdAt', c.created)}</TableCell>
        <TableCell align="right">{c.actions}</TableCell>
      </TableRow>
    </TableHead>
  );
}

function CampaignTable({ page: result, state, fetching }: { page: CampaignPage; state: ReturnType<typeof useTableState>; fetching: boolean }) {
  const { page, rows, sort, order, set } = state;
  const canEdit = useCan('content.write');
  const onSort = (column: SortColumn) =>
    set({ page: 0, sort: column, order: sort === column ? (order === 'asc' ? 'desc' : 'asc') : column === 'name' ? 'asc' : 'desc' });
  return (
    <Paper variant="outlined" aria-busy={fetching}>
      <TableContainer sx={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table aria-label={TEXTS.listTitle} sx={TABLE_SX}>
          <Head sort={sort} order={order} onSort={onSort} />
          <TableBody>
            {result.items.map((c) => (
              <CampaignRow key={c.id} campaign={c} canEdit={canEdit} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        count={result.total}
        page={page}
        rowsPerPage={rows}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        onPageChange={(next) => set({ page: next })}
        onRowsPerPageChange={(next) => set({ page: 0, rows: next })}
      />
    </Paper>
  );
}

/** The search box: the URL (and so the server's search) follows the typing after a short pause. */
function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      size="small"
      type="search"
      label={TEXTS.searchLabel}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
    />
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
  const state = useTableState();
  const { page, rows, sort, order, search, set } = state;
  const { data, isLoading, isError, isFetching, refetch } = useGetCampaignPageQuery({ page, rows, sort, order, search });
  const canEdit = useCan('content.write');
  const onSearch = useCallback((text: string) => set({ page: 0, search: text }), [set]);
  // a page past the last (campaigns deleted, or an old link): the last page there is
  const lastPage = data ? Math.max(0, Math.ceil(data.total / rows) - 1) : 0;
  useEffect(() => {
    if (data && page > lastPage) set({ page: lastPage });
  }, [data, page, lastPage, set]);

  let content: ReactNode;
  if (isLoading) content = <LoadingTable />;
  else if (isError && !data)
    content = (
      <RetryAlert message={TEXTS.listLoadFailed} onRetry={() => void refetch()} />
    );
  else if (!data?.total)
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>{search ? TEXTS.noMatches(search) : TEXTS.emptyList}</Typography>
      </Paper>
    );
  else content = <CampaignTable page={data} state={state} fetching={isFetching} />;
  const showSearch = !!search || (data?.total ?? 0) > 0;

  return (
    <Box>
      <ListHeader
        title={TEXTS.listTitle}
        subtitle={TEXTS.listSubtitle}
        action={
          canEdit && (
            <Button component={Link} to="new" variant="contained" startIcon={<AddIcon />}>
              {TEXTS.newCampaign}
            </Button>
          )
        }
      />
      {showSearch && <SearchField value={search} onSearch={onSearch} />}
      {content}
    </Box>
  );
}
