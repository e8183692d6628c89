import { useEffect, useRef, useState } from 'react';
import type { BuilderState } from './builder-state';
import type { CampaignExport, CampaignInput } from './campaign.types';
import type { DetailsValues } from './campaign-form.schema';
import { usePreviewCampaignDraftMutation } from '@mailplan/api/endpoints/approval';
import { campaignInput } from './form/campaign-input';

/** How long the form waits after the last change before it checks the email again. */
export const EXPORT_DEBOUNCE_MS = 800;

interface DraftExportState {
  result?: CampaignExport;
  error?: string;
  checking: boolean;
}

/**
 * The unsaved campaign as an email document (`POST /api/campaigns/export`), for the 'Ready to
 * send' checklist: checked `EXPORT_DEBOUNCE_MS` after the last change of `state` (with the details
 * as they are then); an answer for an older draft is dropped.
 */
export function useDraftExport(state: BuilderState, details: () => DetailsValues): DraftExportState {
  // the preview, not the export: it answers even while approval is required and missing
  const [exportDraft] = usePreviewCampaignDraftMutation();
  const [check, setCheck] = useState<DraftExportState>({ checking: false });
  // The draft as text: a render with the same draft (a keystroke's urgent render, before the
  // deferred copy follows) starts no check. Building it costs some 15 µs for a dozen modules, too
  // little to keep from the render before.
  const key = JSON.stringify(campaignInput(details(), state));
  const wanted = useRef(key);
  wanted.current = key;

  useEffect(() => {
    const body = JSON.parse(key) as CampaignInput;
    const timer = setTimeout(() => {
      setCheck((s) => ({ ...s, checking: true }));
      exportDraft(body)
        .unwrap()
        .then((answer) => {
          if (wanted.current === key) setCheck({ result: answer, checking: false });
        })
        .catch((e: { message?: string }) => {
          if (wanted.current === key) setCheck((s) => ({ ...s, checking: false, error: e?.message ?? 'Error' }));
        });
    }, EXPORT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, exportDraft]);

  return check;
}
