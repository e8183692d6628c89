import { useEffect, useMemo, useRef, useState } from 'react';
import type { CampaignExport, CampaignInput } from './campaign.types';
import { useExportCampaignDraftMutation } from '@mailplan/api';

/** How long the form waits after the last change before it checks the email again. */
export const EXPORT_DEBOUNCE_MS = 800;

interface DraftExportState {
  result?: CampaignExport;
  error?: string;
  checking: boolean;
}

/**
 * The unsaved campaign as an email document (`POST /api/campaigns/export`), for the 'Ready to
 * send' checklist: checked `EXPORT_DEBOUNCE_MS` after the last change of `draft`; an answer for
 * an older draft is dropped.
 */
export function useDraftExport(draft: CampaignInput): DraftExportState {
  const [exportDraft] = useExportCampaignDraftMutation();
  const [state, setState] = useState<DraftExportState>({ checking: false });
  const key = useMemo(() => JSON.stringify(draft), [draft]);
  const wanted = useRef(key);
  wanted.current = key;

  useEffect(() => {
    const body = JSON.parse(key) as CampaignInput;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, checking: true }));
      exportDraft(body)
        .unwrap()
        .then((result) => {
          if (wanted.current === key) setState({ result, checking: false });
        })
        .catch((e: { message?: string }) => {
          if (wanted.current === key) setState((s) => ({ ...s, checking: false, error: e?.message ?? 'Error' }));
        });
    }, EXPORT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, exportDraft]);

  return state;
}
