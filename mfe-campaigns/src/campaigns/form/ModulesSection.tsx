import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import type { ModuleSummaryDto } from '@mailplan/api';
import { newInstanceId } from '@mailplan/shared';
import { useState } from 'react';
import type { ModelType } from '../campaign.types';
import { TEXTS } from '../campaigns.texts';
import { InstanceCard, type RefineTarget } from '../InstanceCard';
import { instanceLabels } from '../module-labels';
import { ModuleRefineDialog } from '../ModuleRefineDialog';
import { SuggestedModulesCard } from '../SuggestedModulesCard';
import { useBuilder, useBuilderStore } from './builder-store';

export interface ModulesSectionProps {
  modules: readonly ModuleSummaryDto[] | undefined;
  /** The list of modules has not arrived yet. */
  modulesLoading: boolean;
  hasGoal: boolean;
  suggest(): void;
  suggesting: boolean;
  generateAll(): void;
  generating: boolean;
  /** For the refinement of one field. */
  goal(): string;
  modelType: ModelType;
}

/**
 * The Modules section of the form: Suggest Modules and its proposal, Generate All Content, a card
 * per module instance and Add Module. A field's Refine with AI opens the refinement dialog, whose
 * answer replaces that field's content.
 */
export function ModulesSection({ modules, modulesLoading, hasGoal, suggest, suggesting, generateAll, generating, goal, modelType }: ModulesSectionProps) {
  const store = useBuilderStore();
  const instances = useBuilder((state) => state.instances);
  const proposal = useBuilder((state) => state.proposal);
  const [refineTarget, setRefineTarget] = useState<RefineTarget | null>(null);
  const moduleById = new Map(modules?.map((m) => [m.id, m]));
  const labels = instanceLabels(instances, modules);
  const count = instances.length;
  const busy = suggesting || generating;

  const accept = () => {
    const ids = (store.get().proposal ?? []).filter((id) => !modules || moduleById.has(id));
    store.dispatch({ type: 'acceptProposal', instances: ids.map((moduleId) => ({ instanceId: newInstanceId(moduleId), moduleId })) });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="modules-title" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="modules-title">
          {TEXTS.modulesTitle}
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {TEXTS.moduleCount(count)}
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={suggest}
            disabled={!hasGoal || busy}
            startIcon={suggesting ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {suggesting ? TEXTS.suggesting : TEXTS.suggestModules}
          </Button>
          <Button
            variant="contained"
            color="secondary"
            onClick={generateAll}
            disabled={count === 0 || busy}
            startIcon={generating ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {generating ? TEXTS.generating : TEXTS.generateAllContent}
          </Button>
        </Stack>
      </Stack>

      {proposal ? (
        <Box sx={{ mb: 2 }}>
          <SuggestedModulesCard proposal={proposal} modules={modules} dispatch={store.dispatch} onAccept={accept} />
        </Box>
      ) : (
        count === 0 && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {TEXTS.noModulesYet}
          </Typography>
        )
      )}

      <Stack spacing={2}>
        {instances.map((instance, index) => (
          <InstanceCard
            key={instance.instanceId}
            instance={instance}
            index={index}
            count={count}
            label={labels.get(instance.instanceId) ?? ''}
            module={moduleById.get(instance.moduleId)}
            modulesLoading={modulesLoading}
            onRefine={setRefineTarget}
          />
        ))}
        <AddModule modules={modules} onAdd={(moduleId) => store.dispatch({ type: 'add', instance: { instanceId: newInstanceId(moduleId), moduleId } })} />
      </Stack>

      {refineTarget && (
        <ModuleRefineDialog
          target={refineTarget}
          goal={goal}
          modelType={modelType}
          onRefined={(text) => store.dispatch({ type: 'setField', instanceId: refineTarget.instanceId, field: refineTarget.fieldName, value: text })}
          onClose={() => setRefineTarget(null)}
        />
      )}
    </Paper>
  );
}

/** 'Add Module': the organization's modules by name and category. */
function AddModule({ modules, onAdd }: { modules: readonly ModuleSummaryDto[] | undefined; onAdd(moduleId: number): void }) {
  return (
    <TextField
      select
      label={TEXTS.addModule}
      value=""
      onChange={(e) => onAdd(Number(e.target.value))}
      disabled={!modules?.length}
      helperText={modules && !modules.length ? TEXTS.noLibrary : ' '}
      sx={{ maxWidth: 320 }}
    >
      {(modules ?? []).map((m) => (
        <MenuItem key={m.id} value={m.id}>
          {m.name} ({m.category})
        </MenuItem>
      ))}
    </TextField>
  );
}
