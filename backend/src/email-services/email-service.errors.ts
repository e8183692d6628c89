import { EMAIL_SERVICE_NAMES, type EmailServiceId } from '@mailplan/shared';

export type EmailServiceFailure = 'refused' | 'not-found' | 'rejected' | 'rate-limited' | 'unavailable';

/**
 * A call to an email service that did not succeed, with a sentence a user can act on. `retryable`
 * says whether running the push again later can help (a refused key or a refused request cannot:
 * the job then fails at once).
 */
export class EmailServiceError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly service: EmailServiceId,
    readonly failure: EmailServiceFailure,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'EmailServiceError';
    this.retryable = failure === 'rate-limited' || failure === 'unavailable';
  }

  /** The error an HTTP answer of `status` stands for, `detail` being what the service said. */
  static fromStatus(service: EmailServiceId, status: number, detail?: string): EmailServiceError {
    const name = EMAIL_SERVICE_NAMES[service];
    const said = detail ? ` ${name} said: ${detail.replace(/\s+/g, ' ').trim().slice(0, 300)}` : '';
    if (status === 401 || status === 403) {
      return new EmailServiceError(service, 'refused', `${name} refused the API key. Check that it is correct, active and allowed to manage campaigns and templates, then connect it again.`, status);
    }
    if (status === 404) return new EmailServiceError(service, 'not-found', `${name} could not find it.${said}`, status);
    if (status === 429) return new EmailServiceError(service, 'rate-limited', `${name} is limiting requests right now. Try again in a minute.`, status);
    if (status >= 500 || status === 0) return new EmailServiceError(service, 'unavailable', `${name} did not answer properly (${status || 'no answer'}). Try again in a few minutes.`, status);
    return new EmailServiceError(service, 'rejected', `${name} did not accept the request.${said}`, status);
  }
}
