import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useId } from 'react';
import { TEXTS } from './campaigns.texts';

/**
 * 2001 → '2,001', digits grouped as in en-US. Not Intl.NumberFormat: the first Intl formatter a
 * page makes blocks the main thread for a noticeable time (figures in bench/README.md, "Figures
 * behind code choices"), and MUI's TablePagination makes one as soon as its module loads, before
 * the list can even be asked for.
 */
export const groupDigits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface ListPaginationProps {
  count: number;
  /** Zero-based. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange(page: number): void;
  onRowsPerPageChange(rows: number): void;
}

/** The table's footer, as MUI's TablePagination shows it: rows per page, '1–25 of 2,001', previous and next page. */
export function ListPagination({ count, page, rowsPerPage, rowsPerPageOptions, onPageChange, onRowsPerPageChange }: ListPaginationProps) {
  const labelId = useId();
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', minHeight: 52, pl: 2, pr: '2px', typography: 'body2' }}>
      <Typography variant="body2" id={labelId} sx={{ flexShrink: 0 }}>
        {TEXTS.rowsPerPage}
      </Typography>
      <Select
        variant="standard"
        disableUnderline
        labelId={labelId}
        value={rowsPerPage}
        onChange={(e) => onRowsPerPageChange(Number(e.target.value))}
        sx={{ fontSize: 'inherit', ml: 1, mr: 4, '& .MuiSelect-select': { pl: 1, pr: 3, textAlign: 'right' } }}
      >
        {rowsPerPageOptions.map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </Select>
      <Typography variant="body2" sx={{ flexShrink: 0 }}>
        {TEXTS.displayedRows(groupDigits(from), groupDigits(to), groupDigits(count))}
      </Typography>
      <Box sx={{ flexShrink: 0, ml: 2.5 }}>
        <IconButton aria-label={TEXTS.previousPage} title={TEXTS.previousPage} disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          <KeyboardArrowLeftIcon />
        </IconButton>
        <IconButton aria-label={TEXTS.nextPage} title={TEXTS.nextPage} disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          <KeyboardArrowRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
