import type { INestApplicationContext, Type } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigModule } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { JobsModule } from './jobs.module.js';
import { JobsService } from './jobs.service.js';

/**
 * JobsModule with the given queues and `@JobProcessor` classes and nothing else, initialised
 * (which is when processors bind): for tests and benches. Close the answered context to stop it.
 */
export async function startJobs(
  config: AppConfig,
  options: { queues?: readonly string[]; processors?: Type[]; process?: boolean | null } = {},
): Promise<{ context: INestApplicationContext; jobs: JobsService }> {
  @Module({
    imports: [ConfigModule.forRoot(config), JobsModule.forRoot(config, { queues: options.queues, process: options.process })],
    providers: options.processors ?? [],
  })
  class JobsHarness {}
  const context = await NestFactory.createApplicationContext(JobsHarness, { logger: ['error'], abortOnError: false });
  try {
    await context.init();
  } catch (err) {
    await context.close().catch(() => undefined);
    throw err;
  }
  return { context, jobs: context.get(JobsService) };
}
