/**
 * The email services an organization can connect and push drafts to, defined once for the API
 * and the front ends. Each service's behaviour lives in its adapter
 * (backend/src/email-services/<id>/); this file holds only what both sides show or check.
 */
export const EMAIL_SERVICES = ['klaviyo', 'mailchimp'] as const;
export type EmailServiceId = (typeof EMAIL_SERVICES)[number];

export interface EmailServiceFacts {
  /** The service's name as users see it. */
  name: string;
  /** The push needs a from name and a reply-to address (the service has no account default). */
  senderRequired: boolean;
  /** The service's audiences are of several kinds (lists and segments), so the kind is shown beside the name. */
  audienceKindShown: boolean;
  /** A push makes a template besides the draft campaign. */
  makesTemplate: boolean;
}

export const EMAIL_SERVICE_FACTS: Record<EmailServiceId, EmailServiceFacts> = {
  klaviyo: { name: 'Klaviyo', senderRequired: false, audienceKindShown: true, makesTemplate: true },
  mailchimp: { name: 'Mailchimp', senderRequired: true, audienceKindShown: false, makesTemplate: false },
};

/** The services' names, e.g. for "Push to Klaviyo". */
export const EMAIL_SERVICE_NAMES = Object.fromEntries(EMAIL_SERVICES.map((id) => [id, EMAIL_SERVICE_FACTS[id].name])) as Record<EmailServiceId, string>;

export function isEmailServiceId(value: unknown): value is EmailServiceId {
  return typeof value === 'string' && (EMAIL_SERVICES as readonly string[]).includes(value);
}

/** The sentence for a service value that is none of these ("Email service must be klaviyo or mailchimp"). */
export const EMAIL_SERVICE_INVALID = `Email service must be ${EMAIL_SERVICES.slice(0, -1).join(', ')} or ${EMAIL_SERVICES[EMAIL_SERVICES.length - 1]}`;
