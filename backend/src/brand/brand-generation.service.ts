import { BadRequestException, Injectable } from '@nestjs/common';
import { BRAND_MESSAGES, SERVER_ACCEPT } from '@mailplan/shared';
import {
  AiJobs,
  brandGuidelinesTask,
  emailStrategyTask,
  type AiDocument,
  type AiJobOptions,
  type AiTask,
  type BrandGuidelinesResult,
  type EmailStrategyResult,
} from '../ai/index.js';
import type { UploadedFileLike } from '../ai/files/file-text.extractor.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { checkUpload, extensionOf } from './brand-files.js';
import { BrandKitReader } from './brand-kit.js';
import { BrandService } from './brand.service.js';
import type { GenerateBrandGuideFormDto, GenerateEmailStrategyFormDto } from './dto/generate.dto.js';

const REVIEW_NAME = /review|testimonial|feedback/i;
const REVIEW_EXTENSIONS = new Set(['.csv', '.json', '.xlsx', '.xls']);

/**
 * The model the user chose: the provider (the spec's `modelType`) and the model id. The form's
 * DTO has checked every field; `temperature`, `maxTokens` and `systemPrompt`, which older clients
 * send, are not used: the prompt and its settings are the task's.
 */
function choiceOf(form: GenerateBrandGuideFormDto | GenerateEmailStrategyFormDto): AiJobOptions {
  return { ...(form.modelType ? { provider: form.modelType } : {}), ...(form.model ? { model: form.model } : {}) };
}

/** A text field's value, unless it is empty or blank. */
const filled = (value: string | undefined): string | undefined => (value?.trim() ? value : undefined);

export type GenerationAnswer<T> = { jobId: string } | T;

/**
 * Brand guidelines and the email strategy (the spec's calls), as jobs on the queue
 * (product decision P16): prompts from the request's files, the saved uploads, the survey and the
 * brand guide.
 */
@Injectable()
export class BrandGenerationService {
  constructor(
    private readonly brand: BrandService,
    private readonly jobs: AiJobs,
    private readonly brandKit: BrandKitReader,
  ) {}

  /**
   * The brand's name for a prompt, as every AI feature reads it (BrandKitReader): the survey's brand
   * name, else the brand settings' name unless it is still the default, else the organization's name.
   */
  private async brandName(scope: TenantScope): Promise<string | undefined> {
    return (await this.brandKit.read(scope)).name;
  }

  private async submit<I, R>(scope: TenantScope, task: AiTask<string, I, unknown, R>, input: I, choice: AiJobOptions, async: boolean): Promise<GenerationAnswer<R>> {
    if (async) return { jobId: await this.jobs.start(scope, task, input, choice) };
    return this.jobs.run(scope, task, input, choice);
  }

  async brandGuide(scope: TenantScope, form: GenerateBrandGuideFormDto, files: UploadedFileLike[], async = false): Promise<GenerationAnswer<BrandGuidelinesResult>> {
    const additionalContext = filled(form.brandContext);
    const customerReviews: AiDocument[] = [];
    const brandMaterials: AiDocument[] = [];
    for (const file of files) {
      const checked = await checkUpload(file, SERVER_ACCEPT.generateFiles);
      const doc = { name: checked.name, text: checked.textExtracted ? checked.text : `(the text of ${checked.name} could not be read)` };
      const ext = extensionOf(checked.name);
      (REVIEW_NAME.test(checked.name) || REVIEW_EXTENSIONS.has(ext) ? customerReviews : brandMaterials).push(doc);
    }
    const { settings, files: saved } = await this.brand.material(scope);
    if (!files.length) {
      for (const f of saved) {
        if (f.kind === 'brandDeck' && f.text) brandMaterials.push({ name: f.filename, text: f.text });
        if (f.kind === 'customerReviews' && f.text) customerReviews.push({ name: f.filename, text: f.text });
      }
    }
    if (!customerReviews.length && !brandMaterials.length) throw new BadRequestException(BRAND_MESSAGES.missingFiles);
    const input = {
      brandName: await this.brandName(scope),
      websiteUrl: settings?.websiteUrl ?? settings?.emailStrategy?.websiteUrl,
      additionalContext,
      customerReviews,
      brandMaterials,
    };
    return this.submit(scope, brandGuidelinesTask, input, choiceOf(form), async);
  }

  async emailStrategy(scope: TenantScope, form: GenerateEmailStrategyFormDto, async = false): Promise<GenerationAnswer<EmailStrategyResult>> {
    const { settings, files } = await this.brand.material(scope);
    const survey = settings?.emailStrategy ?? {};
    const { hasCompletedSurvey: _1, completedAt: _2, generatedStrategy: _3, generatedAt: _4, ...answers } = survey;
    const input = {
      ...answers,
      brandName: answers.brandName || (await this.brandName(scope)),
      websiteUrl: answers.websiteUrl || settings?.websiteUrl || undefined,
      guidelines: filled(form.brandGuideText) ?? settings?.brandGuide?.text,
      questionnaireSummary: filled(form.prompt),
      documents: files.filter((f) => f.text).map((f) => ({ name: f.filename, text: f.text })),
    };
    return this.submit(scope, emailStrategyTask, input, choiceOf(form), async);
  }
}
