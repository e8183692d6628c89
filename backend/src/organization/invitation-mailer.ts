import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Role } from '@mailplan/shared';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

/** How long one email may take to connect and be accepted before it counts as not sent. */
const SMTP_TIMEOUT_MS = 10_000;

export interface InvitationEmail {
  to: string;
  link: string;
  organizationName: string;
  inviterName: string;
  role: Role;
  expiresAt: Date;
}

/** The invitation email's subject and text (plain and HTML), from what the admin chose. */
export function invitationEmail(mail: InvitationEmail): { subject: string; text: string; html: string } {
  const expires = mail.expiresAt.toUTCString().replace(/ GMT$/, ' UTC');
  const subject = `${mail.inviterName} invited you to ${mail.organizationName} on Mailplan`;
  const lines = [
    `${mail.inviterName} invited you to join ${mail.organizationName} on Mailplan as ${article(mail.role)} ${mail.role}.`,
    '',
    'Open this link to accept the invitation:',
    mail.link,
    '',
    `The link works once and expires on ${expires}.`,
    "If you did not expect this invitation, you can ignore this email.",
  ];
  const html =
    `<p>${escape(lines[0])}</p>` +
    `<p><a href="${escape(mail.link)}">Accept the invitation</a></p>` +
    `<p>Or copy this link into your browser: ${escape(mail.link)}</p>` +
    `<p>${escape(lines[5])} ${escape(lines[6])}</p>`;
  return { subject, text: lines.join('\n'), html };
}

/**
 * Sends invitation emails through SMTP_URL (nodemailer). Without SMTP_URL nothing is sent and
 * `enabled` is false: the admin copies the link instead (docs/decisions.md#invitations).
 */
@Injectable()
export class InvitationMailer {
  private readonly logger = new Logger('InvitationMailer');
  private transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return !!this.config.smtp;
  }

  /** Sends the invitation; rejects when the server refuses it or does not answer in time. */
  async send(mail: InvitationEmail): Promise<void> {
    const smtp = this.config.smtp;
    if (!smtp) throw new Error('SMTP_URL is not set');
    this.transport ??= nodemailer.createTransport(
      { url: smtp.url, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS } as never,
      { from: smtp.from },
    );
    const { subject, text, html } = invitationEmail(mail);
    try {
      await this.transport.sendMail({ to: mail.to, subject, text, html });
    } catch (err) {
      this.logger.warn(`invitation email to ${mail.to} not sent: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  }
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
