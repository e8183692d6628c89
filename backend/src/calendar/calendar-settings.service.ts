import { Injectable } from '@nestjs/common';
import { CALENDAR_SETTINGS_DEFAULTS } from '@mailplan/shared';
import { TenantRepositories, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { CalendarSettings } from './calendar-settings.entity.js';
import type { CalendarSettingsDto, UpdateCalendarSettingsDto } from './dto/calendar-settings.dto.js';

/** The organization's clash rules for the content calendar: the defaults until saved. */
@Injectable()
export class CalendarSettingsService {
  private readonly settings: TenantRepository<CalendarSettings>;

  constructor(repos: TenantRepositories) {
    this.settings = repos.for(CalendarSettings);
  }

  async readSettings(scope: TenantScope): Promise<CalendarSettingsDto> {
    const [row] = await this.settings.rows(scope, { fields: ['sameDayClash', 'promotionClash', 'promotionWindowDays'], limit: 1 });
    return row ? { sameDayClash: row.sameDayClash, promotionClash: row.promotionClash, promotionWindowDays: row.promotionWindowDays } : { ...CALENDAR_SETTINGS_DEFAULTS };
  }

  async saveSettings(scope: TenantScope, dto: UpdateCalendarSettingsDto): Promise<CalendarSettingsDto> {
    const current = await this.readSettings(scope);
    const next: CalendarSettingsDto = {
      sameDayClash: dto.sameDayClash ?? current.sameDayClash,
      promotionClash: dto.promotionClash ?? current.promotionClash,
      promotionWindowDays: dto.promotionWindowDays ?? current.promotionWindowDays,
    };
    await this.settings.upsert(scope, { ...next, updatedAt: new Date() }, { onConflict: ['organizationId'] });
    return next;
  }
}
