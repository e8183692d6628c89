import { BadRequestException, Injectable } from '@nestjs/common';
import { CALENDAR_EVENTS_MAX_DAYS, CALENDAR_MESSAGES as M, regionsOf } from '@mailplan/shared';
import { BrandSettings } from '../brand/brand-settings.entity.js';
import { TenantRepositories, type TenantRepository } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { calendarEvents, daysBetween, isSouthern, writesDayFirst } from './calendar-events.js';
import type { CalendarEventsDto, CalendarEventsQueryDto } from './dto/calendar-events.dto.js';
import { readSeasonalPeriods } from './seasonal-periods.js';

/**
 * What the content calendar marks on its days: the public holidays of the countries the brand
 * sells in, retail moments and the brand's seasonal periods, read from its brand settings.
 */
@Injectable()
export class CalendarEventsService {
  private readonly brand: TenantRepository<BrandSettings>;

  constructor(repos: TenantRepositories) {
    this.brand = repos.for(BrandSettings, 'Brand settings not found');
  }

  async events(scope: TenantScope, query: CalendarEventsQueryDto): Promise<CalendarEventsDto> {
    const span = daysBetween(query.from, query.to);
    if (span < 0) throw new BadRequestException(M.rangeInvalid);
    if (span > CALENDAR_EVENTS_MAX_DAYS) throw new BadRequestException(M.rangeTooLong);
    const [brand] = await this.brand.rows(scope, { fields: ['countries', 'regions', 'emailStrategy'], limit: 1 });
    const saved = brand?.countries?.filter(Boolean) ?? [];
    const countries = saved.length ? saved : query.country ? [query.country] : [];
    const seasons = readSeasonalPeriods(brand?.emailStrategy?.seasonalPeriods, countries.length > 0 && countries.every(isSouthern), writesDayFirst(countries));
    return {
      countries,
      sendFrequency: brand?.emailStrategy?.sendFrequency || null,
      // the brand's chosen regions, or each country's default (England for the UK)
      events: calendarEvents({ from: query.from, to: query.to, countries, regions: regionsOf(countries, brand?.regions), seasons }),
    };
  }
}
