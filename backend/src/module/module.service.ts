import { Injectable } from '@nestjs/common';
import { MESSAGES, checkPlaceholders } from '@mailplan/shared';
import type { ErrorDetailDto } from '../common/error-response.dto.js';
import { ValidationFailedException } from '../common/errors.js';
import { TenantRepositories, type PlainRow, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import type { CreateModuleDto, ModuleDto, ModuleFieldDto, ModuleSummaryDto } from './dto/module.dto.js';
import { EmailModule, type ModuleField } from './email-module.entity.js';

/** What the list reads: no HTML, no timestamps. */
const SUMMARY_FIELDS = ['id', 'name', 'description', 'category', 'fields'] as const;

export function toModuleDto(m: PlainRow<EmailModule>): ModuleDto {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    category: m.category,
    fields: m.fields as ModuleFieldDto[], // serialised as it is: nothing changes it on the way out
    html_content: m.htmlContent,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Rules across fields that per-property validation cannot see. */
export function checkModuleConsistency(fields: ModuleField[], html: string): ErrorDetailDto[] {
  const problems: ErrorDetailDto[] = [];
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (seen.has(f.name)) problems.push({ path: `fields.${i}.name`, message: `${MESSAGES.fieldNamesUnique}: ${f.name}` });
    seen.add(f.name);
    if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength) {
      problems.push({ path: `fields.${i}.minLength`, message: MESSAGES.minLengthAboveMax });
    }
  });
  const check = checkPlaceholders(html, fields.map((f) => f.name));
  for (const message of check.messages) problems.push({ path: 'html_content', message });
  return problems;
}

@Injectable()
export class ModuleService {
  private readonly modules: TenantRepository<EmailModule>;

  constructor(private readonly repos: TenantRepositories) {
    this.modules = repos.for(EmailModule, MESSAGES.moduleNotFound);
  }

  // Reads answer from plain rows: nothing is written, so no entity needs hydrating or tracking.
  async list(scope: TenantScope): Promise<ModuleSummaryDto[]> {
    const rows = await this.modules.rows(scope, { fields: SUMMARY_FIELDS, orderBy: { id: 'asc' } });
    return rows.map((m) => ({ id: m.id, name: m.name, description: m.description, category: m.category, fields: m.fields as ModuleFieldDto[] }));
  }

  async get(scope: TenantScope, id: number): Promise<ModuleDto> {
    return toModuleDto(await this.modules.row(scope, id));
  }

  async create(scope: TenantScope, dto: CreateModuleDto): Promise<ModuleDto> {
    const fields: ModuleField[] = (dto.fields ?? []).map((f) => ({
      name: f.name,
      type: f.type,
      required: f.required,
      ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
      ...(f.minLength !== undefined ? { minLength: f.minLength } : {}),
      purpose: f.purpose,
      ...(f.placeholder !== undefined ? { placeholder: f.placeholder } : {}),
    }));
    const html = dto.html_content ?? '';
    const problems = checkModuleConsistency(fields, html);
    if (problems.length) throw new ValidationFailedException(problems);
    const row = this.modules.create(scope, {
      name: dto.name,
      description: dto.description,
      category: dto.category,
      fields,
      htmlContent: html,
    });
    await this.repos.flush();
    return toModuleDto(row);
  }
}
