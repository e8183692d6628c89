// What other modules (features, jobs, benches) use of the AI layer.
export { AiModule } from './ai.module.js';
export { AiService } from './ai.service.js';
export { AiJobs, AiJobsModule, AI_JOB, AI_JOB_WAIT_MS, type AiJobData, type AiJobOptions } from './ai.jobs.js';
export type { AiProvidersInfo, AiRunOptions } from './ai.service.js';
export { AiError, AI_ERROR_MESSAGES, aiErrorFromMessage, toAiError, type AiErrorKind } from './ai.errors.js';
export { AI_CONFIG, AI_DEFAULTS, AI_PROVIDERS, DEMO_MODEL, DEFAULT_AI_PROVIDER, isAiProviderName, loadAiConfig, AiConfigError } from './ai.config.js';
export type { AiConfig, AiProviderName } from './ai.config.js';
export * from './tasks/index.js';
export type { AiTextResult, AiUsage } from './providers/ai-provider.interface.js';
export { extractFileText, SUPPORTED_FILE_TYPES, type ExtractedFile, type UploadedFileLike } from './files/file-text.extractor.js';
