import { BRAND_CONTEXT_TEXT, CAMPAIGN_MESSAGES as M, MESSAGES, newInstanceId } from '@mailplan/shared';
import { AI_ERROR_MESSAGES } from '../src/ai/ai.errors.js';
import { anthropicError, lastUserText } from '../src/ai/testing/index.js';
import { saveBrandForPrompts, useAppWithFakeAnthropic } from './support/ai-app.js';
import { createModule, organizationWithStarterModules } from './support/modules.js';

/**
 * The campaign form's AI helpers. `claude` talks to a local fake of the Anthropic API through the
 * real SDK; `openai` has no key, so the offline demo model answers it.
 */
const suite = useAppWithFakeAnthropic();

const DEMO = 'openai';
const FAKE = 'claude';
const GOAL = 'Launch the ceremonial matcha starter kit to new subscribers';

type Field = { name: string; type: string; required: boolean; maxLength?: number; minLength?: number };
type Module = { id: number; name: string; category: string; fields: Field[] };
type Instance = { instanceId: string; moduleId: number; totalDuplicates?: number };

const organization = (name?: string) => organizationWithStarterModules<Module>(suite.t.server, name);

const instance = (moduleId: number): Instance => ({ instanceId: newInstanceId(moduleId), moduleId });
const json = (value: unknown) => ({ text: JSON.stringify(value) });
const prompts = () => suite.anthropic.requests.map((r) => lastUserText(r.body));

/** Valid text for every field of the instances (what a well-behaved model answers). */
function goodContent(instances: Instance[], modules: Module[], tag = '') {
  return Object.fromEntries(
    instances.map((i, n) => {
      const module = modules.find((m) => m.id === i.moduleId)!;
      const fields = Object.fromEntries(
        module.fields.map((f) => {
          if (/url/.test(f.name)) return [f.name, `https://aurora.example.com/${f.name}/${n}`];
          if (f.type === 'button') return [f.name, 'Shop now'];
          return [f.name, `${f.name} copy ${n}${tag}`.slice(0, f.maxLength ?? 100).padEnd(f.minLength ?? 0, '.')];
        }),
      );
      return [i.instanceId, fields];
    }),
  );
}

/** Checks each value against its field: present, within its limits, a button short. */
function expectWithinLimits(content: Record<string, Record<string, string>>, instances: Instance[], modules: Module[]) {
  for (const i of instances) {
    const module = modules.find((m) => m.id === i.moduleId)!;
    expect(Object.keys(content[i.instanceId]!).sort()).toEqual(module.fields.map((f) => f.name).sort());
    for (const f of module.fields) {
      const value = content[i.instanceId]![f.name]!;
      expect(typeof value).toBe('string');
      if (f.required) expect(value.trim().length).toBeGreaterThan(0);
      if (f.maxLength) expect(value.length).toBeLessThanOrEqual(f.maxLength);
      if (f.minLength) expect(value.length).toBeGreaterThanOrEqual(f.minLength);
      if (f.type === 'button') {
        expect(value.length).toBeLessThanOrEqual(30);
        expect(value.split(' ').length).toBeLessThanOrEqual(5);
      }
    }
  }
}

// ---- the demo model --------------------------------------------------------------------------

describe('on the demo model', () => {
  it("suggest-modules answers ids of the organization's modules only, a header first and a footer last", async () => {
    const { c, modules, byKey } = await organization();
    const res = await c.post('/api/ai/suggest-modules', { goal: GOAL, modelType: DEMO, brandContext: BRAND_CONTEXT_TEXT }).expect(200);
    expect(res.body.demo).toBe(true);
    const ids: number[] = res.body.moduleIds;
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.every((id) => modules.some((m) => m.id === id))).toBe(true);
    expect(ids[0]).toBe(byKey.header!.id);
    expect(ids.at(-1)).toBe(byKey.footer!.id);
    // a launch gets its product block
    expect(ids).toContain(byKey.product!.id);
    // deterministic
    expect((await c.post('/api/ai/suggest-modules', { goal: GOAL, modelType: DEMO }).expect(200)).body.moduleIds).toEqual(ids);
  });

  it('generate-content writes every field of every instance within its limits, from the goal; copies of a module differ', async () => {
    const { c, modules, byKey } = await organization();
    await saveBrandForPrompts(c);
    const instances = [byKey.header!, byKey.hero!, byKey['text-block']!, byKey['text-block']!, byKey.product!, byKey.cta!, byKey.footer!].map((m) => instance(m.id));
    const res = await c
      .post('/api/ai/generate-content', {
        moduleIds: [...new Set(instances.map((i) => i.moduleId))],
        goal: GOAL,
        modelType: DEMO,
        brandContext: BRAND_CONTEXT_TEXT,
        moduleInstances: instances.map((i) => ({ ...i, totalDuplicates: instances.filter((x) => x.moduleId === i.moduleId).length })),
      })
      .expect(200);
    expect(res.body.demo).toBe(true);
    const content = res.body.instanceContent as Record<string, Record<string, string>>;
    expect(Object.keys(content)).toEqual(instances.map((i) => i.instanceId));
    expectWithinLimits(content, instances, modules);
    // plausible copy built from the goal and the brand
    expect(content[instances[0]!.instanceId]!.brand_name).toBe('Aurora Tea');
    expect(content[instances[1]!.instanceId]!.headline).toMatch(/matcha/i);
    expect(content[instances[1]!.instanceId]!.button_url).toMatch(/^https:\/\//);
    expect(content[instances[6]!.instanceId]!.unsubscribe_url).toMatch(/^https:\/\/.*\/unsubscribe$/);
    // the two text blocks are not the same copy
    const [first, second] = [content[instances[2]!.instanceId]!, content[instances[3]!.instanceId]!];
    expect(`${first.heading}|${first.body}`).not.toBe(`${second.heading}|${second.body}`);
  });

  it('generate-content with module ids only answers keyed by module id', async () => {
    const { c, modules, byKey } = await organization();
    const res = await c.post('/api/ai/generate-content', { moduleIds: [byKey.cta!.id], goal: GOAL, modelType: DEMO }).expect(200);
    expect(Object.keys(res.body.instanceContent)).toEqual([String(byKey.cta!.id)]);
    expectWithinLimits(res.body.instanceContent, [{ instanceId: String(byKey.cta!.id), moduleId: byKey.cta!.id }], modules);
  });

  it('generate-subject-lines: subject lines aimed at 50 characters, preview texts at 40-90, from the goal', async () => {
    const { c } = await organization();
    const res = await c.post('/api/ai/generate-subject-lines', { goal: GOAL, modelType: DEMO, brandContext: BRAND_CONTEXT_TEXT }).expect(200);
    expect(res.body.demo).toBe(true);
    expect(res.body.subjectLines.length).toBeGreaterThan(0);
    expect(res.body.subjectLines.every((s: string) => s.length > 0 && s.length <= 50)).toBe(true);
    expect(res.body.subjectLines.join(' ')).toMatch(/matcha/i);
    expect(res.body.previewTexts.every((s: string) => s.length >= 40 && s.length <= 90)).toBe(true);
  });

  it('generate-preview-text: preview texts of 40-90 characters for the chosen subject line', async () => {
    const { c } = await organization();
    const res = await c.post('/api/ai/generate-preview-text', { goal: GOAL, subjectLine: 'Meet the matcha kit', modelType: DEMO, brandContext: BRAND_CONTEXT_TEXT }).expect(200);
    expect(res.body.previewTexts.length).toBeGreaterThan(0);
    expect(res.body.previewTexts.every((s: string) => s.length >= 40 && s.length <= 90)).toBe(true);
    expect(res.body.previewTexts.join(' ')).toMatch(/matcha/i);
  });

  it("refine-content rewrites the one field from the feedback, within the field's limits", async () => {
    const { c, byKey } = await organization();
    const hero = instance(byKey.hero!.id);
    const long = 'Our brand new ceremonial matcha starter kit is finally here for everyone who loves calm mornings at home';
    const res = await c
      .post('/api/ai/refine-content', { moduleId: hero.instanceId, fieldName: 'headline', content: long, userFeedback: 'Make it more urgent', goal: GOAL, modelType: DEMO })
      .expect(200);
    expect(res.body.demo).toBe(true);
    expect(res.body.refinedContent).not.toBe(long);
    expect(res.body.refinedContent.length).toBeLessThanOrEqual(60);
    expect(res.body.refinedContent).toMatch(/Last chance|Ends soon|Only this week/);
    const button = await c
      .post('/api/ai/refine-content', { moduleId: hero.instanceId, fieldName: 'button_text', content: 'Shop the kit', userFeedback: 'more urgent', modelType: DEMO })
      .expect(200);
    expect(button.body.refinedContent.length).toBeLessThanOrEqual(25);
    expect(button.body.refinedContent.split(' ').length).toBeLessThanOrEqual(5);
  });
});

describe('messages and ownership', () => {
  it('refuses what the helpers cannot work with, with the spec\'s texts', async () => {
    const { c, byKey } = await organization();
    const hero = instance(byKey.hero!.id);
    const cases: Array<[string, object, string]> = [
      ['/api/ai/suggest-modules', { goal: '  ', modelType: DEMO }, M.goalRequired],
      ['/api/ai/suggest-modules', { modelType: DEMO }, M.goalRequired],
      ['/api/ai/suggest-modules', { goal: GOAL, modelType: 'gpt-9' }, M.modelTypeInvalid],
      ['/api/ai/generate-content', { goal: GOAL, modelType: DEMO }, M.moduleInstancesRequired],
      ['/api/ai/generate-content', { goal: GOAL, moduleInstances: [{ moduleId: hero.moduleId }] }, M.instanceIdRequired],
      ['/api/ai/generate-content', { goal: GOAL, moduleInstances: [{ instanceId: 'x', moduleId: 0 }] }, M.moduleIdPositive],
      ['/api/ai/generate-content', { goal: GOAL, moduleInstances: [hero, hero] }, M.instanceIdsUnique],
      ['/api/ai/generate-subject-lines', { modelType: DEMO }, M.goalRequired],
      ['/api/ai/generate-preview-text', { goal: GOAL, modelType: DEMO }, M.selectSubjectLineFirst],
      ['/api/ai/generate-preview-text', { goal: GOAL, subjectLine: '', modelType: DEMO }, M.selectSubjectLineFirst],
      ['/api/ai/refine-content', { fieldName: 'headline', content: 'x', userFeedback: 'y' }, M.missingRefinementInformation],
      ['/api/ai/refine-content', { moduleId: hero.instanceId, content: 'x', userFeedback: 'y' }, M.missingRefinementInformation],
      ['/api/ai/refine-content', { moduleId: hero.instanceId, fieldName: 'headline', content: '', userFeedback: 'y' }, M.missingRefinementInformation],
      ['/api/ai/refine-content', { moduleId: hero.instanceId, fieldName: 'headline', content: 'x', userFeedback: ' ' }, M.missingRefinementInformation],
      ['/api/ai/refine-content', { moduleId: hero.instanceId, fieldName: 'no_such_field', content: 'x', userFeedback: 'y', modelType: DEMO }, M.fieldNotInModule('no_such_field')],
    ];
    for (const [path, body, message] of cases) {
      const res = await c.post(path, body);
      expect([res.status, res.body.message, path]).toEqual([400, message, path]);
    }
    expect(suite.anthropic.requests).toHaveLength(0);
  });

  it("another organization's modules are refused (404) before any model is asked", async () => {
    const a = await organization('Alpha');
    const b = await organization('Bravo');
    const foreign = b.byKey.hero!.id;
    for (const [path, body] of [
      ['/api/ai/generate-content', { goal: GOAL, modelType: FAKE, moduleInstances: [instance(a.byKey.header!.id), instance(foreign)] }],
      ['/api/ai/generate-content', { goal: GOAL, modelType: FAKE, moduleIds: [foreign] }],
      ['/api/ai/refine-content', { moduleId: newInstanceId(foreign), fieldName: 'headline', content: 'Hi', userFeedback: 'Shorter', modelType: FAKE }],
      ['/api/ai/refine-content', { moduleId: foreign, fieldName: 'headline', content: 'Hi', userFeedback: 'Shorter', modelType: FAKE }],
    ] as const) {
      const res = await a.c.post(path, body).expect(404);
      expect(res.body.message).toBe(MESSAGES.moduleNotFound);
    }
    expect(suite.anthropic.requests).toHaveLength(0);
  });
});

// ---- a provider (the fake Anthropic API) -------------------------------------------------------

describe('against a provider: the prompts', () => {
  it("every prompt carries the brand context text and a brand name (the organization's until a brand is set), and the guidelines and strategy when the brand exists", async () => {
    const { c, byKey, modules } = await organization();
    const hero = instance(byKey.hero!.id);
    const call = async () => {
      suite.anthropic.script(
        json({ moduleIds: [byKey.header!.id, byKey.footer!.id] }),
        json({ instanceContent: goodContent([hero], modules) }),
        json({ subjectLines: ['Meet the kit'], previewTexts: ['Everything for your first whisk, in one small box.'] }),
        json({ previewTexts: ['Everything for your first whisk, in one small box.'] }),
        json({ refinedContent: 'Whisk it today' }),
      );
      await c.post('/api/ai/suggest-modules', { goal: GOAL, modelType: FAKE, brandContext: BRAND_CONTEXT_TEXT }).expect(200);
      await c.post('/api/ai/generate-content', { goal: GOAL, modelType: FAKE, brandContext: BRAND_CONTEXT_TEXT, moduleInstances: [hero] }).expect(200);
      await c.post('/api/ai/generate-subject-lines', { goal: GOAL, modelType: FAKE, brandContext: BRAND_CONTEXT_TEXT }).expect(200);
      await c.post('/api/ai/generate-preview-text', { goal: GOAL, subjectLine: 'Meet the kit', modelType: FAKE, brandContext: BRAND_CONTEXT_TEXT }).expect(200);
      await c.post('/api/ai/refine-content', { moduleId: hero.instanceId, fieldName: 'headline', content: 'Whisk it', userFeedback: 'Warmer', goal: GOAL, modelType: FAKE }).expect(200);
      const sent = prompts();
      suite.anthropic.reset();
      return sent;
    };
    const without = await call();
    expect(without).toHaveLength(5);
    for (const prompt of without) {
      expect(prompt).toContain(`Brand context: ${BRAND_CONTEXT_TEXT}`);
      expect(prompt).toContain('Brand: Acme');
      expect(prompt).not.toContain('Aurora Tea');
    }
    await saveBrandForPrompts(c);
    const withIt = await call();
    for (const prompt of withIt) {
      expect(prompt).toContain('Brand: Aurora Tea');
      expect(prompt).toContain(`Brand context: ${BRAND_CONTEXT_TEXT}`);
      expect(prompt).toContain('Calm, mindful voice; never pushy.');
      expect(prompt).toContain('Retention first: VIP tastings every quarter.');
    }
    expect(withIt[0]).toContain(GOAL);
    expect(withIt[1]).toContain('"maxLength":60');
    expect(withIt[4]).toContain('at most 60 characters');
  });
});

describe('against a provider: suggest-modules', () => {
  it('an answer naming unknown modules or missing the header is asked again; ids are kept, ordered header first, footer last', async () => {
    const { c, byKey } = await organization();
    const b = await organization('Bravo');
    suite.anthropic.script(
      json({ moduleIds: [byKey.hero!.id, b.byKey.header!.id, 'hero'] }),
      json({ moduleIds: [String(byKey.footer!.id), byKey.hero!.id, 99999, byKey.header!.id, byKey['text-block']!.id] }),
    );
    const res = await c.post('/api/ai/suggest-modules', { goal: GOAL, modelType: FAKE }).expect(200);
    expect(res.body).toEqual({ moduleIds: [byKey.header!.id, byKey.hero!.id, byKey['text-block']!.id, byKey.footer!.id], demo: false });
    expect(suite.anthropic.requests).toHaveLength(2);
    const retry = prompts()[1]!;
    expect(retry).toContain(`${b.byKey.header!.id}, "hero" are not ids of the available modules`);
    expect(retry).toContain('start with a header module');
    // the prompt listed only this organization's modules
    expect(prompts()[0]).not.toContain(`"id":${b.byKey.header!.id},`);
  });

  it('malformed twice, or no known id after the retry: "Failed to parse AI response" (502)', async () => {
    const { c } = await organization();
    suite.anthropic.script({ text: 'Sure! Here are modules: header, hero' }, { text: '{"moduleIds": [' });
    const res = await c.post('/api/ai/suggest-modules', { goal: GOAL, modelType: FAKE }).expect(502);
    expect(res.body.message).toBe(AI_ERROR_MESSAGES.parse);
    suite.anthropic.script(json({ moduleIds: [] }), json({ moduleIds: [424242] }));
    expect((await c.post('/api/ai/suggest-modules', { goal: GOAL, modelType: FAKE }).expect(502)).body.message).toBe(AI_ERROR_MESSAGES.parse);
  });
});

describe('against a provider: generate-content', () => {
  it('text over its limits is asked again with the problems, then cut with care at a word boundary', async () => {
    const { c, byKey, modules } = await organization();
    const hero = instance(byKey.hero!.id);
    const tooLong = goodContent([hero], modules);
    tooLong[hero.instanceId]!.headline = 'Discover the brand new ceremonial matcha starter kit for calm and focused mornings';
    tooLong[hero.instanceId]!.button_text = 'Click here to shop the whole new kit';
    suite.anthropic.script(json({ instanceContent: tooLong }), json({ instanceContent: tooLong }));
    const res = await c.post('/api/ai/generate-content', { goal: GOAL, modelType: FAKE, moduleInstances: [hero] }).expect(200);
    expect(suite.anthropic.requests).toHaveLength(2);
    const retry = prompts()[1]!;
    expect(retry).toContain(`instanceContent.${hero.instanceId}.headline: 82 characters, over its maxLength of 60`);
    expect(retry).toContain(`instanceContent.${hero.instanceId}.button_text: 36 characters, over its maxLength of 25`);
    const content = res.body.instanceContent[hero.instanceId];
    expect(content.headline).toBe('Discover the brand new ceremonial matcha starter kit');
    expect(content.button_text).toBe('Click here to shop');
    expectWithinLimits(res.body.instanceContent, [hero], modules);
    expect(res.body.demo).toBe(false);
  });

  it('a retry that fits is used as it is', async () => {
    const { c, byKey, modules } = await organization();
    const hero = instance(byKey.hero!.id);
    const good = goodContent([hero], modules);
    suite.anthropic.script({ text: 'not json at all' }, { text: `\`\`\`json\n${JSON.stringify({ instanceContent: good })}\n\`\`\`` });
    const res = await c.post('/api/ai/generate-content', { goal: GOAL, modelType: FAKE, moduleInstances: [hero] }).expect(200);
    expect(res.body.instanceContent).toEqual(good);
  });

  it('a field missing, or under its minLength, after the retry: "Failed to parse AI response"', async () => {
    const { c, byKey, modules } = await organization();
    const hero = instance(byKey.hero!.id);
    const missing = goodContent([hero], modules);
    delete missing[hero.instanceId]!.headline;
    suite.anthropic.script(json({ instanceContent: missing }), json({ instanceContent: missing }));
    const res = await c.post('/api/ai/generate-content', { goal: GOAL, modelType: FAKE, moduleInstances: [hero] }).expect(502);
    expect(res.body.message).toBe(AI_ERROR_MESSAGES.parse);
    expect(prompts()[1]).toContain(`instanceContent.${hero.instanceId}.headline: missing`);

    const custom = await createModule(c, {
      name: 'Quote',
      description: 'A customer quote',
      category: 'body',
      fields: [{ name: 'quote', type: 'text', required: true, minLength: 40, maxLength: 200, purpose: 'A real customer quote' }],
      html_content: '<blockquote>{{quote}}</blockquote>',
    });
    const quote = instance(custom.id);
    suite.anthropic.script(json({ instanceContent: { [quote.instanceId]: { quote: 'Love it' } } }), json({ instanceContent: { [quote.instanceId]: { quote: 'Love it!' } } }));
    expect((await c.post('/api/ai/generate-content', { goal: GOAL, modelType: FAKE, moduleInstances: [quote] }).expect(502)).body.message).toBe(AI_ERROR_MESSAGES.parse);
  });

  it('copies of a module with the same copy are asked again; the prompt marks the copies', async () => {
    const { c, byKey, modules } = await organization();
    const [one, two] = [instance(byKey['text-block']!.id), instance(byKey['text-block']!.id)];
    const same = { [one.instanceId]: { heading: 'Why matcha', body: 'Slow energy.' }, [two.instanceId]: { heading: 'Why matcha', body: 'Slow energy.' } };
    const different = { [one.instanceId]: { heading: 'Why matcha', body: 'Slow energy.' }, [two.instanceId]: { heading: 'How to whisk', body: 'Warm water, not boiling.' } };
    suite.anthropic.script(json({ instanceContent: same }), json({ instanceContent: different }));
    const res = await c
      .post('/api/ai/generate-content', { goal: GOAL, modelType: FAKE, moduleInstances: [{ ...one, totalDuplicates: 2 }, { ...two, totalDuplicates: 2 }] })
      .expect(200);
    expect(res.body.instanceContent).toEqual(different);
    expect(prompts()[0]).toContain('"copy":{"index":2,"total":2}');
    expect(prompts()[1]).toContain(`instanceContent.${two.instanceId}: the same copy as instanceContent.${one.instanceId}`);
    expectWithinLimits(res.body.instanceContent, [one, two], modules);
  });
});

describe('against a provider: subject lines, preview texts, refinement', () => {
  it('subject lines over 50 are asked again; kept when the retry still has them, cut with care past 200; preview texts kept', async () => {
    const { c } = await organization();
    const sixty = 'Your ceremonial matcha starter kit has arrived at last, friend';
    const huge = `${'Really '.repeat(40)}long subject`;
    suite.anthropic.script(
      json({ subjectLines: [sixty], previewTexts: ['Too short'] }),
      json({ subjectLines: [sixty, huge, '  ', sixty], previewTexts: ['Everything for your first whisk, in one small box.', 42] }),
      json({ subjectLines: [sixty, huge, 'Meet the kit'], previewTexts: ['Everything for your first whisk, in one small box.'] }),
    );
    // the second answer has a preview text that is not text: unusable, so the call fails
    expect((await c.post('/api/ai/generate-subject-lines', { goal: GOAL, modelType: FAKE }).expect(502)).body.message).toBe(AI_ERROR_MESSAGES.parse);
    expect(prompts()[1]).toContain('subjectLines.0: 62 characters, keep it within 1-50');
    expect(prompts()[1]).toContain('previewTexts.0: 9 characters, keep it within 40-90');
    suite.anthropic.reset();
    suite.anthropic.script(
      json({ subjectLines: [sixty], previewTexts: [] }),
      json({ subjectLines: [sixty, huge, 'Meet the kit', sixty], previewTexts: ['Everything for your first whisk, in one small box.'] }),
    );
    const res = await c.post('/api/ai/generate-subject-lines', { goal: GOAL, modelType: FAKE }).expect(200);
    expect(res.body.subjectLines[0]).toBe(sixty);
    expect(res.body.subjectLines[1].length).toBeLessThanOrEqual(200);
    expect(res.body.subjectLines[1]).toMatch(/^Really( Really)+$/);
    expect(res.body.subjectLines).toHaveLength(3);
    expect(res.body.previewTexts).toEqual(['Everything for your first whisk, in one small box.']);
  });

  it('preview texts must be a list of texts; an empty list after the retry fails', async () => {
    const { c } = await organization();
    suite.anthropic.script(json({ previewTexts: 'one' }), json({ previewTexts: [] }));
    expect((await c.post('/api/ai/generate-preview-text', { goal: GOAL, subjectLine: 'Meet the kit', modelType: FAKE }).expect(502)).body.message).toBe(
      AI_ERROR_MESSAGES.parse,
    );
    suite.anthropic.script(json({ previewTexts: ['short'] }), json({ previewTexts: ['still short', ' '] }));
    const res = await c.post('/api/ai/generate-preview-text', { goal: GOAL, subjectLine: 'Meet the kit', modelType: FAKE }).expect(200);
    expect(res.body.previewTexts).toEqual(['still short']);
    expect(prompts()).toHaveLength(4);
    expect(prompts()[2]).toContain('Subject line: Meet the kit');
  });

  it("refine-content: over the field's limit is asked again, then cut with care", async () => {
    const { c, byKey } = await organization();
    const hero = instance(byKey.hero!.id);
    const long = 'Discover the brand new ceremonial matcha starter kit for calm and focused mornings';
    suite.anthropic.script(json({ refinedContent: long }), json({ refinedContent: long }));
    const res = await c
      .post('/api/ai/refine-content', { moduleId: hero.instanceId, fieldName: 'headline', content: 'Whisk it', userFeedback: 'Say more', modelType: FAKE })
      .expect(200);
    expect(res.body).toEqual({ refinedContent: 'Discover the brand new ceremonial matcha starter kit', demo: false });
    expect(prompts()[0]).toContain('Feedback: Say more');
    expect(prompts()[1]).toContain('refinedContent: 82 characters, over its maxLength of 60');
  });
});

describe('provider errors (product decision P17)', () => {
  it.each([
    [anthropicError(529, 'overloaded_error', 'Overloaded'), 503, AI_ERROR_MESSAGES.overloaded],
    [anthropicError(429, 'rate_limit_error', 'Too many'), 429, AI_ERROR_MESSAGES.rateLimit],
    [anthropicError(401, 'authentication_error', 'invalid x-api-key'), 502, `${AI_ERROR_MESSAGES.authentication} (claude)`],
  ])('%j answers %i with the mapped message', async (reply, status, message) => {
    const { c } = await organization();
    suite.anthropic.script(reply);
    const res = await c.post('/api/ai/generate-subject-lines', { goal: GOAL, modelType: FAKE });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });
});
