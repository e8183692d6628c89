import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CAMPAIGN_TYPE_LABELS } from './campaign-types';
import type { CompositionRow } from './composition';

/** Shown while no concept is selected: the recommended monthly composition and where to start. */
export function GettingStarted({ rows }: { rows: readonly CompositionRow[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          Getting Started
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Select the email concepts you want to send this month, then plan them week by week here. A balanced month
          looks like this:
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Recommended monthly email composition">
            <TableHead>
              <TableRow>
                <TableCell>Email Type</TableCell>
                <TableCell align="right">Recommended</TableCell>
                <TableCell align="right">Selected</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.type}>
                  <TableCell component="th" scope="row">
                    {CAMPAIGN_TYPE_LABELS[row.type]}
                  </TableCell>
                  <TableCell align="right">{row.recommended}</TableCell>
                  <TableCell align="right">{row.selected}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={row.status}
                      color={row.needed > 0 ? 'warning' : 'success'}
                      variant={row.needed > 0 ? 'outlined' : 'filled'}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Button variant="contained" component={Link} to="/email-concepts" sx={{ mt: 3 }}>
          Select Email Concepts
        </Button>
      </CardContent>
    </Card>
  );
}
