import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MEMBERS_TEXTS as T } from './members.texts';

/** The head of the members page's tables: the column names, then Actions on the right for those who manage members. */
export function TableHeadRow({ columns, canManage }: { columns: string[]; canManage: boolean }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column}>{column}</TableCell>
        ))}
        {canManage && <TableCell align="right">{T.columns.actions}</TableCell>}
      </TableRow>
    </TableHead>
  );
}
