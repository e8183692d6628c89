import { expect, test, type Page } from '@playwright/test';
import { registerWithOrganization } from './helpers';

/**
 * Connecting Klaviyo and Mailchimp and pushing a campaign there, against the local fakes of both
 * services that serve-app.mjs starts on E2E_PORT + 50 and + 51 (the API's KLAVIYO_BASE_URL and
 * MAILCHIMP_BASE_URL). The fakes are read through their /__fake/state: what they hold, and that no
 * send or schedule endpoint was called.
 */
const port = Number(process.env.E2E_PORT ?? 3310);
const FAKE = { klaviyo: `http://127.0.0.1:${port + 50}`, mailchimp: `http://127.0.0.1:${port + 51}` };
const KEYS = { klaviyo: 'pk_fake0123456789abcdef0123456789ab', mailchimp: '0123456789abcdef0123456789abcdef-us21' };
const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/push-${name}.png`, fullPage: true });
}

type Module = { id: number; name: string };

/** A saved campaign of the starter header and footer (the modules arrive through a job after sign-up). */
async function seedCampaign(page: Page, name: string): Promise<number> {
  let modules: Module[] = [];
  await expect(async () => {
    modules = (await (await page.request.get('/api/modules')).json()) as Module[];
    expect(modules.length).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 20_000 });
  const header = modules.find((m) => /header/i.test(m.name))!;
  const footer = modules.find((m) => /footer/i.test(m.name))!;
  const h = `instance-${header.id}-${Date.now()}-aaaaaaa`;
  const f = `instance-${footer.id}-${Date.now()}-bbbbbbb`;
  const res = await page.request.post('/api/campaigns', {
    headers: WRITE,
    data: {
      name,
      subject: 'Our spring teas are here',
      previewText: 'First flush Darjeeling, only this week.',
      moduleInstances: [
        { instanceId: h, moduleId: header.id },
        { instanceId: f, moduleId: footer.id },
      ],
      content: { [f]: { company_name: 'Aurora Tea Ltd', address: '1 Leaf Lane, Portland', unsubscribe_url: 'https://aurora.example.com/unsubscribe' } },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

async function connect(page: Page, service: 'Klaviyo' | 'Mailchimp', key: string) {
  await page.reload(); // the signed-in user as the API has it now: the organization's admin
  await page.getByRole('link', { name: 'Email services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email services' })).toBeVisible();
  const card = page.getByRole('region', { name: service });
  // a key the service refuses is said so in words, and nothing is kept
  await card.getByLabel(`${service} API key`).fill(service === 'Klaviyo' ? 'pk_wrong0123456789abcdef0123456789' : 'ffffffffffffffffffffffffffffffff-us21');
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByText(`${service} refused the API key.`, { exact: false })).toBeVisible();
  await card.getByLabel(`${service} API key`).fill(key);
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText(`API key ending in ${key.replace(/-us21$/, '').slice(-4)}`, { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Test connection' }).click();
  await expect(card.getByText(`${service} accepted the API key.`)).toBeVisible();
  await shot(page, `${service.toLowerCase()}-connected`);
}

async function pushFromDetail(page: Page, id: number, service: 'Klaviyo' | 'Mailchimp', fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, again: boolean) {
  await page.goto(`/campaigns/${id}`);
  await page.getByRole('button', { name: `${again ? 'Push again' : 'Push'} to ${service}` }).click();
  const dialog = page.getByRole('dialog', { name: `Push to ${service}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Push draft' }).click();
  await expect(dialog.getByText(`Pushed to ${service} as a draft`)).toBeVisible({ timeout: 20_000 });
  await shot(page, `${service.toLowerCase()}-pushed${again ? '-again' : ''}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId(`push-state-${service.toLowerCase()}`)).toContainText('Draft pushed');
}

async function edit(page: Page, id: number) {
  const res = await page.request.patch(`/api/campaigns/${id}`, { headers: WRITE, data: { subject: 'Spring teas: last days', previewText: 'Ends Sunday, while stocks last.' } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await (await page.request.get(`/api/campaigns/${id}/export`)).json()) as { html: string; text: string });
}

/** A new organization with one campaign named `name`, connected to `service`; returns the campaign's id. */
async function campaignConnectedTo(page: Page, name: string, service: 'Klaviyo' | 'Mailchimp'): Promise<number> {
  await registerWithOrganization(page);
  const id = await seedCampaign(page, name);
  await connect(page, service, service === 'Klaviyo' ? KEYS.klaviyo : KEYS.mailchimp);
  return id;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fakeState(page: Page, service: keyof typeof FAKE): Promise<any> {
  return (await page.request.get(`${FAKE[service]}/__fake/state`)).json();
}

test('an admin connects Klaviyo, pushes a campaign, edits it and pushes again: one template and one draft campaign, nothing sent', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await campaignConnectedTo(page, 'Spring teas', 'Klaviyo');

  await pushFromDetail(page, id, 'Klaviyo', async (dialog) => {
    await dialog.getByLabel('Audience').click();
    await page.getByRole('option', { name: 'Newsletter (list)' }).click();
    await dialog.getByLabel('From name').fill('Aurora Tea');
  }, false);
  await expect(page.getByRole('link', { name: 'Campaign in Klaviyo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Template in Klaviyo' })).toBeVisible();

  const edited = await edit(page, id);
  await pushFromDetail(page, id, 'Klaviyo', async (dialog) => {
    await expect(dialog.getByLabel('From name')).toHaveValue('Aurora Tea'); // the last push's settings
  }, true);

  const state = await fakeState(page, 'klaviyo');
  const name = `Spring teas (Mailplan #${id})`;
  const templates = state.templates.filter((t: { name: string }) => t.name === name);
  const campaigns = state.campaigns.filter((c: { name: string }) => c.name === name);
  expect(templates).toHaveLength(1);
  expect(campaigns).toHaveLength(1);
  expect(templates[0]).toMatchObject({ editor_type: 'CODE', html: edited.html, text: edited.text });
  expect(campaigns[0]).toMatchObject({ status: 'Draft', audiences: { included: ['LstNews1'] } });
  expect(campaigns[0].messages[0].definition.content).toMatchObject({ subject: 'Spring teas: last days', preview_text: 'Ends Sunday, while stocks last.', from_label: 'Aurora Tea' });
  expect(campaigns[0].messages[0].template.html).toBe(edited.html);
  expect(state.sendCalls).toEqual([]);
});

test('an admin connects Mailchimp, pushes a campaign, edits it and pushes again: one regular draft campaign, nothing sent', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await campaignConnectedTo(page, 'Matcha month', 'Mailchimp');

  await pushFromDetail(page, id, 'Mailchimp', async (dialog) => {
    await dialog.getByLabel('Audience').click();
    await page.getByRole('option', { name: 'Aurora Tea subscribers' }).click();
    // Mailchimp needs a sender: said in words before anything is sent
    await dialog.getByRole('button', { name: 'Push draft' }).click();
    await expect(dialog.getByText('From name is required')).toBeVisible();
    await dialog.getByLabel('From name').fill('Aurora Tea');
    await dialog.getByLabel('Reply-to address').fill('hello@aurora.example.com');
  }, false);
  await expect(page.getByRole('link', { name: 'Campaign in Mailchimp' })).toHaveAttribute('href', /^https:\/\/us21\.admin\.mailchimp\.com\/campaigns\/edit\?id=\d+$/);

  const edited = await edit(page, id);
  await pushFromDetail(page, id, 'Mailchimp', async () => undefined, true);

  const state = await fakeState(page, 'mailchimp');
  const mine = state.campaigns.filter((c: { settings: { title?: string } }) => c.settings.title === `Matcha month (Mailplan #${id})`);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    type: 'regular',
    status: 'save',
    recipients: { list_id: 'a1b2c3d4e5' },
    settings: { subject_line: 'Spring teas: last days', preview_text: 'Ends Sunday, while stocks last.', from_name: 'Aurora Tea', reply_to: 'hello@aurora.example.com' },
    content: { html: edited.html, plain_text: edited.text },
  });
  expect(state.sendCalls).toEqual([]);
});
