import { checkKlaviyoRequest, KLAVIYO_REVISION } from './support/klaviyo-contract.js';
import { checkMailchimpRequest } from './support/mailchimp-contract.js';
import { startFakeKlaviyo, type FakeKlaviyo } from './support/fake-klaviyo.js';
import { startFakeMailchimp, type FakeMailchimp } from './support/fake-mailchimp.js';

/**
 * The fakes' contract checks refuse what Klaviyo and Mailchimp refuse, answer it in the service's
 * own error shape, and record it, so a push test that sends such a request fails.
 */
const klaviyoHeaders = { revision: KLAVIYO_REVISION, 'content-type': 'application/json', authorization: 'Klaviyo-API-Key pk_x' };
const campaignBody = {
  data: {
    type: 'campaign',
    attributes: {
      name: 'Spring (Mailplan #1)',
      audiences: { included: ['LstNews1'], excluded: [] },
      'campaign-messages': { data: [{ type: 'campaign-message', attributes: { definition: { channel: 'email', label: 'Spring', content: { subject: 'Hi' } } } }] },
    },
  },
};

describe('the Klaviyo contract', () => {
  const campaigns = (filter?: string) => checkKlaviyoRequest({ method: 'GET', path: '/api/campaigns', query: filter === undefined ? {} : { filter }, headers: klaviyoHeaders, body: undefined });

  it("refuses equals on a campaign's name, which get_campaigns allows only with contains, and requires the channel filter", () => {
    expect(campaigns(`and(equals(messages.channel,'email'),equals(name,"Spring (Mailplan #1)"))`)).toMatchObject({
      status: 400,
      code: 'invalid',
      detail: "'equals' operator for filter on field 'name' is not valid. Allowed operators are 'contains'.",
      source: { parameter: 'filter' },
    });
    expect(campaigns(`and(equals(messages.channel,'email'),contains(name,"Spring (Mailplan #1)"))`)).toBeNull();
    expect(campaigns(`contains(name,"Spring")`)).toMatchObject({ status: 400, detail: "A filter on 'messages.channel' is required." });
    expect(campaigns()).toMatchObject({ status: 400 });
    // templates do allow equals on the name
    expect(checkKlaviyoRequest({ method: 'GET', path: '/api/templates', query: { filter: 'equals(name,"Spring")' }, headers: klaviyoHeaders, body: undefined })).toBeNull();
  });

  it('refuses a body missing a required attribute, a value outside its enum, and a request without the revision header', () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = klaviyoHeaders) => checkKlaviyoRequest({ method: 'POST', path, query: {}, headers, body });
    expect(post('/api/campaigns', campaignBody)).toBeNull();
    const noAudiences = { data: { ...campaignBody.data, attributes: { ...campaignBody.data.attributes, audiences: undefined } } };
    expect(post('/api/campaigns', noAudiences)).toMatchObject({ status: 400, detail: "'/data/attributes/audiences' is a required field.", source: { pointer: '/data/attributes/audiences' } });
    expect(post('/api/templates', { data: { type: 'template', attributes: { name: 'Spring', html: '<p>Hi</p>' } } })).toMatchObject({ status: 400, source: { pointer: '/data/attributes/editor_type' } });
    expect(post('/api/templates', { data: { type: 'template', attributes: { name: 'Spring', editor_type: 'HTML' } } })).toMatchObject({ status: 400, source: { pointer: '/data/attributes/editor_type' } });
    expect(post('/api/templates', { data: { type: 'template', attributes: { name: 'Spring', editor_type: 'CODE' } } }, { ...klaviyoHeaders, revision: '' })).toMatchObject({ status: 400, source: { parameter: 'revision' } });
    expect(post('/api/templates', { data: { type: 'template', attributes: { name: 'Spring', editor_type: 'CODE' } } }, { ...klaviyoHeaders, 'content-type': 'text/plain' })).toMatchObject({ status: 415 });
    expect(post('/api/campaign-send-jobs', {})).toMatchObject({ status: 404 });
  });

  describe('the fake', () => {
    let fake: FakeKlaviyo;
    beforeAll(async () => {
      fake = await startFakeKlaviyo();
    });
    afterAll(() => fake?.close());

    it("answers a refused request with Klaviyo's JSON:API error and records it", async () => {
      const filter = `and(equals(messages.channel,'email'),equals(name,"Spring"))`;
      const res = await fetch(`${fake.url}/api/campaigns?filter=${encodeURIComponent(filter)}`, { headers: { ...klaviyoHeaders, authorization: `Klaviyo-API-Key ${fake.apiKey}` } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Array<{ id: unknown; detail: string }> };
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({ status: 400, code: 'invalid', title: 'Invalid filter provided.', source: { parameter: 'filter' } });
      expect(typeof body.errors[0].id).toBe('string');
      expect(fake.violations).toEqual([{ call: 'GET /api/campaigns', rule: 'get_campaigns filter', status: 400, detail: body.errors[0].detail }]);
    });
  });
});

describe('the Mailchimp contract', () => {
  const json = { 'content-type': 'application/json' };

  it('refuses a campaign without its type, an unknown status filter, a count over 1000 and a body that is not JSON', () => {
    const create = (body: unknown) => checkMailchimpRequest({ method: 'POST', path: '/3.0/campaigns', query: {}, headers: json, body });
    expect(create({ type: 'regular', recipients: { list_id: 'a1b2c3d4e5' }, settings: { title: 'Spring' } })).toBeNull();
    expect(create({ recipients: { list_id: 'a1b2c3d4e5' } })).toMatchObject({ status: 400, title: 'Invalid Resource', errors: [{ field: 'type' }] });
    expect(create({ type: 'newsletter' })).toMatchObject({ status: 400, errors: [{ field: 'type' }] });
    expect(create({ type: 'regular', recipients: {} })).toMatchObject({ status: 400, errors: [{ field: 'recipients.list_id' }] });
    const list = (query: Record<string, string>) => checkMailchimpRequest({ method: 'GET', path: '/3.0/campaigns', query, headers: {}, body: undefined });
    expect(list({ status: 'save', count: '1000', sort_dir: 'DESC' })).toBeNull();
    expect(list({ status: 'draft' })).toMatchObject({ status: 400 });
    expect(list({ count: '5000' })).toMatchObject({ status: 400 });
    expect(checkMailchimpRequest({ method: 'PUT', path: '/3.0/campaigns/abc/content', query: {}, headers: { 'content-type': 'text/html' }, body: undefined, raw: '<p>' })).toMatchObject({ status: 400, title: 'JSON Parse Error' });
    expect(checkMailchimpRequest({ method: 'DELETE', path: '/3.0/campaigns/abc', query: {}, headers: {}, body: undefined })).toMatchObject({ status: 405 });
  });

  describe('the fake', () => {
    let fake: FakeMailchimp;
    beforeAll(async () => {
      fake = await startFakeMailchimp();
    });
    afterAll(() => fake?.close());

    it("answers a refused request with Mailchimp's problem+json and records it", async () => {
      const auth = `Basic ${Buffer.from(`any:${fake.apiKey}`).toString('base64')}`;
      const res = await fetch(`${fake.url}/3.0/campaigns`, { method: 'POST', headers: { ...json, authorization: auth }, body: JSON.stringify({ recipients: { list_id: 'a1b2c3d4e5' } }) });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const body = await res.json();
      expect(body).toMatchObject({ status: 400, title: 'Invalid Resource', errors: [{ field: 'type' }] });
      expect(fake.campaigns.size).toBe(0);
      expect(fake.violations).toMatchObject([{ call: 'POST /3.0/campaigns', rule: 'campaigns.create body', status: 400 }]);
    });
  });
});
