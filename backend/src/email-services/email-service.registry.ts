import type { EmailServiceId } from '@mailplan/shared';
import type { EmailService } from './email-service.js';
import { klaviyo } from './klaviyo/klaviyo.adapter.js';
import { mailchimp } from './mailchimp/mailchimp.adapter.js';

/**
 * The email services' adapters, the one place that lists them: a new service adds its folder
 * and one line here (its id and facts go to EMAIL_SERVICES in @mailplan/shared, and the type
 * below then requires its line).
 */
const ADAPTERS: Record<EmailServiceId, EmailService> = {
  klaviyo,
  mailchimp,
};

/** The adapter of `id`. */
export function emailServiceOf(id: EmailServiceId): EmailService {
  return ADAPTERS[id];
}
