import { BadRequestException, Injectable } from '@nestjs/common';
import { BRAND_LIMITS, BRAND_MESSAGES, SERVER_ACCEPT } from '@mailplan/shared';
import {
  AiJobs,
  brandGuidelinesTask,
  emailStrategyTask,
  isAiProviderName,
  type AiDocument,
  type AiTask,
  type BrandGuidelinesResult,
  type EmailStrategyResult,
} from '../ai/index.js';
import type { UploadedFileLike } from '../ai/files/file-text.extractor.js';
import { ValidationFailedException } from '../common/errors.js';
import type { TenantScope } from '../common/tenant.js';
import { checkUpload, extensionOf } from './brand-files.js';
import { BrandService } from './brand.service.js';

type Form = Record<string, unknown>;

const OPTION_FIELDS = ['modelType', 'model', 'temperature', 'maxTokens', 'systemPrompt'];
const REVIEW_NAME = /review|testimonial|feedback/i;
const REVIEW_EXTENSIONS = new Set(['.csv', '.json', '.xlsx', '.xls']);

/** Which model to use: the provider (the spec's `modelType`) and the model id. */
interface ModelChoice {
  provider?: string;
  model?: string;
}

/**
 * Reads the multipart options both calls share; 400 listing every bad one. Older clients also
 * send `temperature`, `maxTokens` and `systemPrompt`: they are checked as the spec's AI request
 * describes them and then ignored, since the prompt and its settings are the server's.
 */
function options(form: Form, allowed: string[]): ModelChoice {
  const problems: Array<{ path: string; message: string }> = [];
  for (const key of Object.keys(form)) if (![...OPTION_FIELDS, ...allowed].includes(key)) problems.push({ path: key, message: `Unexpected field: ${key}` });
  const str = (key: string): string | undefined => {
    const v = form[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') {
      problems.push({ path: key, message: `${key} must be text` });
      return undefined;
    }
    return v;
  };
  const num = (key: string, min: number, max: number, integer: boolean, message: string): number | undefined => {
    const raw = form[key];
    if (raw === undefined || raw === null || raw === '') return undefined;
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      problems.push({ path: key, message });
      return undefined;
    }
    return n;
  };
  const provider = str('modelType');
  if (provider !== undefined && !isAiProviderName(provider)) problems.push({ path: 'modelType', message: 'modelType must be claude, openai or gemini' });
  const model = str('model');
  num('temperature', 0, 1, false, 'temperature must be a number between 0 and 1');
  num('maxTokens', 1, 64000, true, 'maxTokens must be a positive integer');
  str('systemPrompt');
  for (const key of allowed) {
    const v = str(key);
    if (v !== undefined && v.length > BRAND_LIMITS.strategyMax) problems.push({ path: key, message: `${key} is too long` });
  }
  if (problems.length) throw new ValidationFailedException(problems);
  return { provider, model };
}

const text = (form: Form, key: string): string | undefined => (typeof form[key] === 'string' && (form[key] as string).trim() ? (form[key] as string) : undefined);

export type GenerationAnswer<T> = { jobId: string } | T;

/**
 * Brand guidelines and the email strategy (part 2, section 7), as jobs on the queue (decision 16):
 * prompts from the request's files, the saved uploads, the survey and the brand guide.
 */
@Injectable()
export class BrandGenerationService {
  constructor(
    private readonly brand: BrandService,
    private readonly jobs: AiJobs,
  ) {}

  private async submit<I, R>(scope: TenantScope, task: AiTask<string, I, unknown, R>, input: I, choice: ModelChoice, async: boolean): Promise<GenerationAnswer<R>> {
    if (async) return { jobId: await this.jobs.start(scope, task, input, choice) };
    return this.jobs.run(scope, task, input, choice);
  }

  async brandGuide(scope: TenantScope, form: Form, files: UploadedFileLike[], async = false): Promise<GenerationAnswer<BrandGuidelinesResult>> {
    const choice = options(form, ['brandContext']);
    const brandContext = text(form, 'brandContext');
    if (brandContext && brandContext.length > BRAND_LIMITS.answerMax) throw new BadRequestException(BRAND_MESSAGES.answerMax);
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
      brandName: settings?.emailStrategy?.brandName || settings?.name,
      websiteUrl: settings?.websiteUrl ?? settings?.emailStrategy?.websiteUrl,
      brandContext,
      customerReviews,
      brandMaterials,
    };
    return this.submit(scope, brandGuidelinesTask, input, choice, async);
  }

  async emailStrategy(scope: TenantScope, form: Form, async = false): Promise<GenerationAnswer<EmailStrategyResult>> {
    const choice = options(form, ['prompt', 'brandGuideText']);
    const { settings, files } = await this.brand.material(scope);
    const survey = settings?.emailStrategy ?? {};
    const { hasCompletedSurvey: _1, completedAt: _2, generatedStrategy: _3, generatedAt: _4, ...answers } = survey;
    const input = {
      ...answers,
      brandName: answers.brandName || settings?.name,
      websiteUrl: answers.websiteUrl || settings?.websiteUrl || undefined,
      brandGuideText: text(form, 'brandGuideText') ?? settings?.brandGuide?.text,
      questionnaireSummary: text(form, 'prompt'),
      documents: files.filter((f) => f.text).map((f) => ({ name: f.filename, text: f.text })),
    };
    return this.submit(scope, emailStrategyTask, input, choice, async);
  }
}
