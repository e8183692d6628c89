import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import type { ModuleSummaryDto } from '@mailplan/api';
import type { Dispatch } from 'react';
import type { BuilderAction } from './builder-state';
import { TEXTS } from './campaigns.texts';

/** The proposal of Suggest Modules: reorder or remove modules, then Reject or Accept Modules. */
export function SuggestedModulesCard({
  proposal,
  modules,
  dispatch,
  onAccept,
}: {
  proposal: number[];
  modules: readonly ModuleSummaryDto[] | undefined;
  dispatch: Dispatch<BuilderAction>;
  onAccept(): void;
}) {
  const byId = new Map(modules?.map((m) => [m.id, m]));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="suggested-modules" sx={{ p: 3, borderColor: 'secondary.light' }}>
      <Typography variant="h6" component="h2" id="suggested-modules" sx={{ mb: 1 }}>
        {TEXTS.suggestedModules}
      </Typography>
      <List dense aria-label={TEXTS.suggestedModules}>
        {proposal.map((moduleId, index) => {
          const module = byId.get(moduleId);
          const name = module?.name ?? `Module ${moduleId}`;
          return (
            <ListItem
              key={`${moduleId}-${index}`}
              divider={index < proposal.length - 1}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <IconButton
                    size="small"
                    aria-label={TEXTS.moveUp(name)}
                    disabled={index === 0}
                    onClick={() => dispatch({ type: 'moveProposal', index, delta: -1 })}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={TEXTS.moveDown(name)}
                    disabled={index === proposal.length - 1}
                    onClick={() => dispatch({ type: 'moveProposal', index, delta: 1 })}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={TEXTS.remove(name)} onClick={() => dispatch({ type: 'removeProposal', index })}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{`${index + 1}. ${name}`}</span>
                    {module && <Chip label={module.category} size="small" variant="outlined" />}
                  </Stack>
                }
                secondary={module?.description}
              />
            </ListItem>
          );
        })}
      </List>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={() => dispatch({ type: 'rejectProposal' })}>{TEXTS.reject}</Button>
        <Button variant="contained" onClick={onAccept} disabled={proposal.length === 0}>
          {TEXTS.acceptModules}
        </Button>
      </Stack>
    </Paper>
  );
}
