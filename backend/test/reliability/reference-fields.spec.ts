// The matrix finds the fields that name other rows from the OpenAPI document alone; these check
// that it finds them in the shapes the slices use, so a new endpoint is covered with no test code.
import { describe, expect, it } from '@jest/globals';
import { listPathFor, referenceFields, withValueAt, type Doc } from './support/openapi.js';

const doc: Doc = {
  components: {
    schemas: {
      ModuleInstanceDto: {
        type: 'object',
        properties: { instanceId: { type: 'string' }, moduleId: { type: 'integer' }, content: { type: 'object', properties: { headline: { type: 'string' } } } },
      },
      CampaignDto: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          conceptId: { type: ['integer', 'null'] },
          moduleIds: { type: 'array', items: { type: 'integer' } },
          moduleOrder: { type: 'array', items: { type: 'string' } },
          moduleInstances: { type: 'array', items: { $ref: '#/components/schemas/ModuleInstanceDto' } },
          instanceId: { type: 'string' },
          tagIds: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};

describe('referenceFields', () => {
  it('finds single ids, lists of ids and ids inside list items, and nothing else', () => {
    expect(referenceFields(doc, { $ref: '#/components/schemas/CampaignDto' })).toEqual([
      { at: ['conceptId'], name: 'conceptId', target: 'concept', many: false },
      { at: ['moduleIds'], name: 'moduleIds', target: 'module', many: true },
      { at: ['moduleInstances', 0, 'moduleId'], name: 'moduleId', target: 'module', many: false },
    ]);
  });

  it('finds none in a body without references', () => {
    expect(referenceFields(doc, { type: 'object', properties: { name: { type: 'string' } } })).toEqual([]);
    expect(referenceFields(doc, undefined)).toEqual([]);
  });
});

describe('listPathFor', () => {
  const lists = ['/api/modules', '/api/campaigns', '/api/email-concepts', '/api/anthropic/models'];

  it('maps a target to the one list named by its plural', () => {
    expect(listPathFor('module', lists)).toBe('/api/modules');
    expect(listPathFor('campaign', lists)).toBe('/api/campaigns');
    expect(listPathFor('concept', lists)).toBe('/api/email-concepts');
    expect(listPathFor('emailConcept', lists)).toBe('/api/email-concepts');
  });

  it('answers null when no list or several match, unless an override names one', () => {
    expect(listPathFor('brand', lists)).toBeNull();
    expect(listPathFor('module', [...lists, '/api/starter-modules'])).toBeNull();
    expect(listPathFor('module', [...lists, '/api/starter-modules'], { module: '/api/modules' })).toBe('/api/modules');
  });
});

describe('withValueAt', () => {
  it('replaces a value deep in a copy, making the lists and objects on the way', () => {
    const body = { name: 'x', moduleInstances: [] as unknown[] };
    expect(withValueAt(body, ['moduleInstances', 0, 'moduleId'], 7)).toEqual({ name: 'x', moduleInstances: [{ moduleId: 7 }] });
    expect(body.moduleInstances).toEqual([]);
  });
});
