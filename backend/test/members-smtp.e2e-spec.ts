// Invitations emailed through SMTP_URL, read back from a local SMTP server. A file of its own: one
// app per test file (module-level caches hold the first app's database).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { client, registration, signUp, startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

const tokenOf = (link: string) => link.slice(link.indexOf('/invitations/') + '/invitations/'.length);
const preview = (t: TestApp, token: string) => client(t.server).get(`/api/auth/invitation?token=${encodeURIComponent(token)}`);

async function registerInvited(t: TestApp, token: string, email: string) {
  const c = client(t.server);
  const res = await c.post('/api/auth/register', registration({ email, invitationToken: token, firstName: 'Grace', lastName: 'Hopper' }));
  return { c, res };
}

describe('members and invitations with SMTP_URL: the invitation is emailed', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const inbox: ParsedMail[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            inbox.push(mail);
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?from=Team%20%3Cteam%40example.com%3E` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function nextMail(): Promise<ParsedMail> {
    for (let i = 0; i < 100 && !inbox.length; i++) await new Promise((r) => setTimeout(r, 50));
    const mail = inbox.shift();
    if (!mail) throw new Error('no email arrived');
    return mail;
  }

  it('sends the link to the invited email; the admin does not see it; the emailed link works', async () => {
    const admin = await signUp(t.server, { org: 'Mail Room' });
    const email = uniqueEmail('mailed');
    const res = await admin.c.post('/api/invitations', { email, role: 'editor' }).set('Origin', 'http://localhost:4200').expect(201);
    expect(res.body).toMatchObject({ delivery: 'email', link: null, emailError: null, invitation: { email, role: 'editor' } });

    const mail = await nextMail();
    expect(mail.to && 'value' in mail.to ? mail.to.value.map((v) => v.address) : []).toEqual([email]);
    expect(mail.from?.value).toEqual([{ address: 'team@example.com', name: 'Team' }]);
    expect(mail.subject).toBe('Ada Lovelace invited you to Mail Room on Mailplan');
    expect(mail.text).toContain('Ada Lovelace invited you to join Mail Room on Mailplan as an editor.');
    const link = /http:\/\/localhost:4200\/invitations\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    const { res: joined } = await registerInvited(t, tokenOf(link!), email);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ organizationId: admin.organizationId, role: 'editor' });
  });

  it('sending again emails a new link', async () => {
    const admin = await signUp(t.server);
    const email = uniqueEmail('again');
    const res = await admin.c.post('/api/invitations', { email, role: 'viewer' }).expect(201);
    const first = await nextMail();
    await admin.c.post(`/api/invitations/${res.body.invitation.id}/resend`).expect(200);
    const second = await nextMail();
    const link = (m: ParsedMail) => /\/invitations\/([A-Za-z0-9_-]+)/.exec(m.text ?? '')?.[1];
    expect(link(second)).toBeDefined();
    expect(link(second)).not.toBe(link(first));
    await preview(t, link(first)!).expect(410);
    await preview(t, link(second)!).expect(200);
  });

  it('when the mail server cannot be reached, the invitation is kept and the admin gets the link to copy', async () => {
    const admin = await signUp(t.server);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const email = uniqueEmail('unsent');
    const res = await admin.c.post('/api/invitations', { email, role: 'viewer' }).expect(201);
    expect(res.body).toMatchObject({ delivery: 'link', emailError: 'The invitation email could not be sent. Copy the link and send it yourself, or try again later.' });
    await preview(t, tokenOf(res.body.link)).expect(200);
  });
});
