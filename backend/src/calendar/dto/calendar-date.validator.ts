import { ValidateBy } from 'class-validator';
import { CALENDAR_MESSAGES as M, isCalendarDate } from '@mailplan/shared';

/** A calendar day, `yyyy-mm-dd`; the message names the field. */
export const IsCalendarDate = (field: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (v: unknown) => isCalendarDate(v), defaultMessage: () => M.dateInvalid(field) } });
