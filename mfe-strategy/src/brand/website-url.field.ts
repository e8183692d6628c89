import { z } from 'zod/mini';
import { BRAND_MESSAGES, checkWebsiteUrl } from '@mailplan/shared';

/**
 * A website field (the wizard's step 1 and the brand kit), checked by the same rule as the API
 * (`@mailplan/shared`) with its message, so the browser never lets through an address the server
 * refuses. `required` also refuses an empty field with the spec's message; otherwise an empty
 * field means no website.
 */
export const websiteUrlField = (required: boolean) =>
  z.string().check(
    z.trim(),
    z.refine((v) => !required || v !== '', BRAND_MESSAGES.websiteUrlInvalid),
    z.superRefine((value, ctx) => {
      const check = checkWebsiteUrl(value);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, input: value });
    }),
  );
