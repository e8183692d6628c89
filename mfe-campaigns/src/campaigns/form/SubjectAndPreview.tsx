import { CAMPAIGN_LIMITS, EMAIL_AIMS } from '@mailplan/shared';
import { TEXTS } from '../campaigns.texts';
import { OptionListCard } from '../OptionListCard';

const SUBJECT_AIM = `Aim for ${EMAIL_AIMS.subjectMax} characters or fewer: phones cut longer subject lines.`;
const PREVIEW_AIM = `Aim for ${EMAIL_AIMS.previewTextMin} to ${EMAIL_AIMS.previewTextMax} characters: the inbox shows it after the subject.`;

/**
 * The Subject Line and Preview Text cards: generate options (subject lines need a goal), then
 * select, edit or reject them, or write one's own.
 */
export function SubjectAndPreview({
  hasGoal,
  generateSubjects,
  generatingSubjects,
  generatePreviews,
  generatingPreview,
}: {
  hasGoal: boolean;
  generateSubjects(): void;
  generatingSubjects: boolean;
  generatePreviews(): void;
  generatingPreview: boolean;
}) {
  return (
    <>
      <OptionListCard
        kind="subject"
        title={TEXTS.subjectLine}
        noun="Subject line"
        maxLength={CAMPAIGN_LIMITS.subjectMax}
        aim={SUBJECT_AIM}
        emptyText={TEXTS.noSubjectYet}
        ownLabel={TEXTS.writeOwnSubject}
        generateLabel={TEXTS.generateSubjectLines}
        onGenerate={generateSubjects}
        generateDisabled={!hasGoal}
        generating={generatingSubjects}
      />
      <OptionListCard
        kind="preview"
        title={TEXTS.previewTextTitle}
        noun="Preview text"
        maxLength={CAMPAIGN_LIMITS.previewTextMax}
        aim={PREVIEW_AIM}
        emptyText={TEXTS.noPreviewYet}
        ownLabel={TEXTS.writeOwnPreview}
        generateLabel={TEXTS.generatePreviewText}
        onGenerate={generatePreviews}
        generating={generatingPreview}
      />
    </>
  );
}
