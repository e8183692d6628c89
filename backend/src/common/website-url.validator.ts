import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { BRAND_MESSAGES, checkWebsiteUrl } from '@mailplan/shared';

/**
 * A brand's website, by the one rule the screens use too (`checkWebsiteUrl` of @mailplan/shared):
 * kept as the address to save (`shop.example` becomes `https://shop.example`; '' and null become
 * null, no website), and refused with the rule's message ('Please enter a valid website URL', or
 * the 255-character limit). Text and null only.
 */
export function IsWebsiteUrl(): PropertyDecorator {
  const check = (value: unknown) => (value === null || typeof value === 'string' ? checkWebsiteUrl(value) : undefined);
  return applyDecorators(
    Transform(({ value }) => {
      const checked = check(value);
      return checked?.ok ? checked.url : value;
    }),
    ValidateBy({
      name: 'isWebsiteUrl',
      validator: {
        validate: (value: unknown) => check(value)?.ok === true,
        defaultMessage: ({ value }: ValidationArguments) => {
          const checked = check(value);
          return checked && !checked.ok ? checked.message : BRAND_MESSAGES.websiteUrlInvalid;
        },
      },
    }),
  );
}
