import { type ModuleSummaryDto } from '@mailplan/api';
import { useExportCampaignDraftEmlMutation, useExportCampaignDraftMutation } from '@mailplan/api/endpoints/campaigns';
import type { BrandTokens } from '@mailplan/shared';
import { useDeferredValue, type ReactNode } from 'react';
import type { DetailsValues } from '../campaign-form.schema';
import { EmailPreview } from '../EmailPreview';
import { ExportButtons, ReadyChecklist } from '../ExportPanel';
import { useDraftExport } from '../useDraftExport';
import { useBuilder, useBuilderStore } from './builder-store';
import { campaignInput } from './campaign-input';

// The panels beside the form follow a deferred copy of the campaign: a keystroke's urgent render
// passes them the copy they already show, and they catch up after it, so typing never waits for them.

/** The Email Preview of the unsaved campaign. */
export function DraftPreview({
  modules,
  tokens,
  actions,
}: {
  modules: readonly ModuleSummaryDto[] | undefined;
  tokens: BrandTokens;
  /** Shown in the panel's header. */
  actions: ReactNode;
}) {
  const { instances, content } = useDeferredValue(useBuilder((state) => state));
  return <EmailPreview instances={instances} content={content} modules={modules} tokens={tokens} actions={actions} />;
}

/** The 'Ready to send' checklist of the unsaved campaign, checked again after a pause in the changes. */
export function DraftChecklist({ details }: { details(): DetailsValues }) {
  const { result, checking, error } = useDraftExport(useDeferredValue(useBuilder((state) => state)), details);
  // before the first answer the card shows that the check is on its way
  return <ReadyChecklist result={result} checking={checking || (!result && !error)} error={error} />;
}

/** Export HTML, text and .eml, and Copy HTML, of the form as it is at that moment (named after the campaign). */
export function DraftExportButtons({ details }: { details(): DetailsValues }) {
  const store = useBuilderStore();
  const [exportDraft] = useExportCampaignDraftMutation();
  const [exportEml] = useExportCampaignDraftEmlMutation();
  const empty = useBuilder((state) => state.instances.length === 0);
  return (
    <ExportButtons
      name={() => details().name}
      load={() => exportDraft(campaignInput(details(), store.get())).unwrap()}
      loadEml={async () => (await exportEml(campaignInput(details(), store.get())).unwrap()).eml}
      disabled={empty}
    />
  );
}
