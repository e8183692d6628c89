import { EMAIL_SERVICES, EMAIL_SERVICE_NAMES } from '@mailplan/shared';
import type { EmailService } from '@mailplan/api/endpoints/connections';

/** The email services page's texts. */
export const CONNECTIONS_TEXTS = {
  title: 'Email services',
  subtitle: 'Connect the email service you send from, then push finished campaigns there as drafts. Nothing is ever sent or scheduled from Mailplan.',
  readOnly: 'Only an admin can connect, test or remove email services.',
  connected: 'Connected',
  notConnected: 'Not connected',
  needsReconnect: 'Needs reconnecting',
  needsReconnectBody: 'Needs reconnecting: the saved key can no longer be read. Enter the API key again.',
  needsReconnectReadOnly: 'Needs reconnecting: the saved key can no longer be read. An admin needs to enter the API key again.',
  keyEnding: (last4: string) => `API key ending in ${last4}`,
  dataCenter: (dc: string) => `data centre ${dc}`,
  lastChecked: (when: string) => `checked ${when}`,
  apiKey: 'API key',
  connect: 'Connect',
  connecting: 'Checking the key…',
  replaceKey: 'Replace key',
  cancel: 'Cancel',
  test: 'Test connection',
  testing: 'Testing…',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: (name: string) =>
    `The key is deleted from Mailplan. Templates and draft campaigns already pushed stay in ${name}; campaigns can no longer be pushed there until it is connected again.`,
  connectedToast: (name: string) => `${name} connected`,
  removedToast: (name: string) => `${name} removed`,
  failed: 'Something went wrong. Please try again.',
  keyRequired: 'Enter the API key',
  keyNeverShown: 'The key is checked with the service, stored encrypted and never shown again.',
} as const;

/** What the connect form says about each service's key, by service id. */
const KEY_TEXTS: Record<EmailService, { keyHelp: string; placeholder: string }> = {
  klaviyo: {
    keyHelp: 'A private API key (starts with pk_) with full access to campaigns, templates, lists and segments. In Klaviyo: Settings → API keys → Create Private API Key.',
    placeholder: 'pk_…',
  },
  mailchimp: {
    keyHelp: 'An API key with its data centre at the end (for example …-us21). In Mailchimp: Profile → Extras → API keys → Create A Key.',
    placeholder: '0123456789abcdef0123456789abcdef-us21',
  },
};

/** The services the page lists, in the order of EMAIL_SERVICES. */
export const SERVICES: Array<{ id: EmailService; name: string; keyHelp: string; placeholder: string }> = EMAIL_SERVICES.map((id) => ({
  id,
  name: EMAIL_SERVICE_NAMES[id],
  ...KEY_TEXTS[id],
}));
