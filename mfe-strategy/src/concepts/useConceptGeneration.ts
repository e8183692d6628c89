import { useToast } from '@mailplan/ui';
import { errorMessage } from '@mailplan/ui/ai';
import { invalidateConcepts, useStartConceptGenerationMutation } from '@mailplan/api/endpoints/concepts';
import { useJob, type JobOutcome } from '@mailplan/api/endpoints/jobs';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { CAMPAIGN_TYPES, type CampaignType } from './categories';
import type { ModelType } from './concept.types';
import { TEXTS } from './concepts.texts';

const TOASTS = TEXTS.toasts;

/** What the page is doing about generation: nothing, asking for the business context, or running a job. */
export type Generation =
  | { step: 'idle' }
  | { step: 'context'; category: CampaignType | null }
  | {
      step: 'starting' | 'running';
      category: CampaignType | null;
      provider: string;
      jobId?: string;
    };

function conceptCount(result: unknown): number {
  const n = (result as { conceptCount?: unknown } | null)?.conceptCount;
  return typeof n === 'number' ? n : 0;
}

/**
 * Generating concepts: asking for the business context, starting the job and following it. When
 * it is done every concept read is read again and `onGenerated` gets the category to open.
 */
export function useConceptGeneration(modelType: ModelType, onGenerated: (category: CampaignType) => void) {
  const toast = useToast();
  const dispatch = useDispatch();
  const [generation, setGeneration] = useState<Generation>({ step: 'idle' });
  const [startGeneration] = useStartConceptGenerationMutation();

  const busy = generation.step === 'starting' || generation.step === 'running';
  const askContext = useCallback((category: CampaignType | null) => setGeneration({ step: 'context', category }), []);

  const generate = async (category: CampaignType | null, businessContext: string) => {
    setGeneration({ step: 'starting', category, provider: modelType });
    try {
      const { jobId } = await startGeneration({
        modelType,
        ...(category ? { campaignType: category } : {}),
        ...(businessContext ? { businessContext } : {}),
      }).unwrap();
      setGeneration({ step: 'running', category, provider: modelType, jobId });
    } catch (e) {
      setGeneration({ step: 'idle' });
      toast({
        ...TOASTS.generateFailed,
        description: errorMessage(e),
        variant: 'destructive',
      });
    }
  };

  const running = generation.step === 'running' ? generation : null;
  const onJobDone = useCallback(
    (outcome: JobOutcome) => {
      const category = running?.category ?? null;
      setGeneration({ step: 'idle' });
      if (outcome.ok) {
        toast({
          ...TOASTS.generated(conceptCount(outcome.result)),
          variant: 'success',
        });
        dispatch(invalidateConcepts());
        onGenerated(category ?? CAMPAIGN_TYPES[0]);
      } else {
        toast({
          ...TOASTS.generateFailed,
          description: outcome.error,
          variant: 'destructive',
        });
      }
    },
    [running?.category, toast, dispatch, onGenerated],
  );
  const jobStatus = useJob(running?.jobId, onJobDone);

  return { generation, setGeneration, busy, askContext, generate, jobStatus };
}
