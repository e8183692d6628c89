import { invitationEmail } from './invitation-mailer.js';
import { invitationLink } from './invitation-token.js';
import { assertUsable, invitationState } from './invitations.service.js';

describe('invitation links', () => {
  it("are made a link on the admin's address", () => {
    expect(invitationLink('http://localhost:4200/', 'abc')).toBe('http://localhost:4200/invitations/abc');
  });
});

describe('invitation state', () => {
  const future = new Date(Date.now() + 60_000);
  const past = new Date(Date.now() - 1);
  it('is expired for a pending invitation past its date, else its status', () => {
    expect(invitationState({ status: 'pending', expiresAt: future })).toBe('pending');
    expect(invitationState({ status: 'pending', expiresAt: past })).toBe('expired');
    expect(invitationState({ status: 'accepted', expiresAt: past })).toBe('accepted');
    expect(invitationState({ status: 'revoked', expiresAt: future })).toBe('revoked');
  });

  it('refuses every state but pending with 410 and a sentence naming it', () => {
    expect(() => assertUsable({ status: 'pending', expiresAt: future }, 'Acme')).not.toThrow();
    const refusal = (status: 'pending' | 'accepted' | 'revoked' | 'replaced', expiresAt = future) => {
      try {
        assertUsable({ status, expiresAt }, 'Acme');
      } catch (err) {
        return [(err as { getStatus(): number }).getStatus(), (err as Error).message];
      }
      return null;
    };
    expect(refusal('pending', past)).toEqual([410, 'This invitation has expired. Ask an admin of Acme to send a new one.']);
    expect(refusal('revoked')).toEqual([410, 'This invitation was revoked. Ask an admin of Acme if you should still join.']);
    expect(refusal('replaced')).toEqual([410, 'This invitation link was replaced by a newer one. Use the latest link you received from Acme.']);
    expect(refusal('accepted')).toEqual([410, 'This invitation has already been used. Log in to continue.']);
  });
});

describe('the invitation email', () => {
  it('names who invited, the organization and the role, carries the link and escapes what people typed', () => {
    const mail = invitationEmail({
      to: 'grace@example.com',
      link: 'https://mail.example.org/invitations/tok',
      organizationName: 'Tom & <Jerry>',
      inviterName: 'Ada "A" Lovelace',
      role: 'admin',
      expiresAt: new Date('2026-12-03T10:00:00Z'),
    });
    expect(mail.subject).toBe('Ada "A" Lovelace invited you to Tom & <Jerry> on Mailplan');
    expect(mail.text).toContain('Ada "A" Lovelace invited you to join Tom & <Jerry> on Mailplan as an admin.');
    expect(mail.text).toContain('https://mail.example.org/invitations/tok');
    expect(mail.text).toContain('expires on Thu, 03 Dec 2026 10:00:00 UTC');
    expect(mail.html).toContain('<a href="https://mail.example.org/invitations/tok">Accept the invitation</a>');
    expect(mail.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(mail.html).not.toContain('<Jerry>');
  });
});
