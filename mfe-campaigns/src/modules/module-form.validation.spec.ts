import {
  emptyField,
  MESSAGES,
  toCreateModuleDto,
  validateModuleForm,
  type FieldFormValues,
  type ModuleFormValues,
} from './module-form.validation';

const field = (patch: Partial<FieldFormValues> = {}): FieldFormValues => ({
  ...emptyField(),
  name: 'headline',
  purpose: 'The main message',
  ...patch,
});
const form = (patch: Partial<ModuleFormValues> = {}): ModuleFormValues => ({
  name: 'Hero',
  description: 'Big picture',
  category: 'header',
  html_content: '<h1>{{headline}}</h1>',
  fields: [field()],
  ...patch,
});

describe('validateModuleForm', () => {
  it('accepts a complete module', () => {
    expect(validateModuleForm(form())).toEqual({});
  });

  it('requires name, description and category, with the name at most 100 characters', () => {
    expect(validateModuleForm(form({ name: '  ', description: '', category: '' }))).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      category: MESSAGES.categoryRequired,
    });
    expect(validateModuleForm(form({ name: 'x'.repeat(100) }))).toEqual({});
    expect(validateModuleForm(form({ name: 'x'.repeat(101) })).name).toBe('Name must be at most 100 characters');
  });

  it('checks each field by its path', () => {
    const errors = validateModuleForm(form({ fields: [field(), field({ name: '', purpose: ' ' })] }));
    expect(errors).toEqual({
      'fields.1.name': 'Field name is required',
      'fields.1.purpose': 'Purpose description is required',
    });
    expect(validateModuleForm(form({ fields: [field(), field()] }))['fields.1.name']).toBe(MESSAGES.fieldNameDuplicate);
  });

  it('refuses field names the API refuses: too long or with braces', () => {
    const errors = validateModuleForm(
      form({ html_content: '', fields: [field({ name: 'x'.repeat(101) }), field({ name: 'a{b' })] }),
    );
    expect(errors).toEqual({
      'fields.0.name': 'Field name must be at most 100 characters',
      'fields.1.name': 'Field name cannot contain { or }',
    });
  });

  it('refuses a template whose placeholders and fields disagree, but not an empty template', () => {
    expect(validateModuleForm(form({ html_content: '<p>{{other}}</p>' }))).toEqual({
      html_content: MESSAGES.placeholdersMismatch,
    });
    expect(validateModuleForm(form({ fields: [] })).html_content).toBe(MESSAGES.placeholdersMismatch);
    expect(validateModuleForm(form({ html_content: '' }))).toEqual({});
  });

  it.each([
    ['0', '', 'maxLength', MESSAGES.maxLengthInvalid],
    ['1.5', '', 'maxLength', MESSAGES.maxLengthInvalid],
    ['-2', '', 'maxLength', MESSAGES.maxLengthInvalid],
    ['', '-1', 'minLength', MESSAGES.minLengthInvalid],
    ['', '0.5', 'minLength', MESSAGES.minLengthInvalid],
    ['5', '6', 'minLength', MESSAGES.minAboveMax],
  ])('max %p and min %p: %s is refused', (maxLength, minLength, prop, message) => {
    expect(validateModuleForm(form({ fields: [field({ maxLength, minLength })] }))).toEqual({
      [`fields.0.${prop}`]: message,
    });
  });

  it.each([
    ['', ''],
    ['1', '0'],
    ['10', '10'],
  ])('max %p and min %p are accepted', (maxLength, minLength) => {
    expect(validateModuleForm(form({ fields: [field({ maxLength, minLength })] }))).toEqual({});
  });
});

describe('toCreateModuleDto', () => {
  it('trims texts, keeps the HTML as written and leaves empty number inputs out', () => {
    const dto = toCreateModuleDto(
      form({
        name: ' Hero ',
        html_content: '  <h1>{{headline}}</h1>\n',
        fields: [
          field({ name: ' headline ', maxLength: '60', minLength: '' }),
          field({ name: 'cta', type: 'button', required: true, minLength: '0' }),
        ],
      }),
    );
    expect(dto).toEqual({
      name: 'Hero',
      description: 'Big picture',
      category: 'header',
      html_content: '  <h1>{{headline}}</h1>\n',
      fields: [
        { name: 'headline', type: 'text', required: false, purpose: 'The main message', maxLength: 60 },
        { name: 'cta', type: 'button', required: true, purpose: 'The main message', minLength: 0 },
      ],
    });
    expect(dto.fields[0]).not.toHaveProperty('minLength');
  });
});
