import type { ArgumentMetadata } from '@nestjs/common';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ValidationFailedException } from './errors.js';
import { CssPixels, MultipartForm, MultipartFormPipe } from './multipart-form.pipe.js';

class Size {
  @ApiPropertyOptional() @CssPixels() base?: number;
  @ApiPropertyOptional() ratio?: number;
}

class Item {
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional() count?: number;
}

class Settings {
  @ApiPropertyOptional() enabled?: boolean;
  @ApiPropertyOptional({ type: [Item] }) items?: Item[];
}

class SettingsForm extends PartialType(Settings) {}

@MultipartForm()
class Form {
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional() size?: Size;
  @ApiPropertyOptional() tags?: string[];
  @ApiPropertyOptional({ type: SettingsForm }) settings?: SettingsForm;
}

class JsonOnly {
  @ApiPropertyOptional() count?: number;
}

const pipe = new MultipartFormPipe();
const asBody = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

describe('MultipartFormPipe', () => {
  it('turns text into the numbers, booleans and CSS pixels the DTO declares, and leaves other text for the validators', () => {
    expect(pipe.transform({ name: '42', size: { base: ' 18 PX ', ratio: '1.25' }, settings: { enabled: 'true' } }, asBody(Form))).toEqual({
      name: '42',
      size: { base: 18, ratio: 1.25 },
      settings: { enabled: true },
    });
    expect(pipe.transform({ size: { base: '1.2em', ratio: 'big' }, settings: { enabled: 'yes' } }, asBody(Form))).toEqual({
      size: { base: '1.2em', ratio: 'big' },
      settings: { enabled: 'yes' },
    });
  });

  it('reads an object from JSON text, and a list from JSON text, comma-separated text or fields keyed 0, 1, ...', () => {
    expect(pipe.transform({ size: '{"base":"16px"}', tags: ' a, b ', settings: { items: { 1: { count: '2' }, 0: { name: 'first' } } } }, asBody(Form))).toEqual({
      size: { base: 16 },
      tags: ['a', 'b'],
      settings: { items: [{ name: 'first' }, { count: 2 }] },
    });
    expect(pipe.transform({ tags: '["a, b"]', settings: '{"items":[{"count":"3"}]}' }, asBody(Form))).toEqual({ tags: ['a, b'], settings: { items: [{ count: 3 }] } });
  });

  it("takes an empty object or list field as none (null), and answers JSON text that does not parse with the field's path", () => {
    expect(pipe.transform({ size: '', tags: ' ' }, asBody(Form))).toEqual({ size: null, tags: null });
    let refusal: unknown;
    try {
      pipe.transform({ size: '{"base": 18', settings: { items: '[{' } }, asBody(Form));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ValidationFailedException);
    expect((refusal as ValidationFailedException).details).toEqual([
      { path: 'size', message: 'size must be valid JSON' },
      { path: 'settings.items', message: 'settings.items must be valid JSON' },
    ]);
  });

  it('leaves alone a body that is not an object, fields the DTO does not have, and DTOs that are not multipart forms', () => {
    expect(pipe.transform([{ name: 'x' }], asBody(Form))).toEqual([{ name: 'x' }]);
    expect(pipe.transform({ extra: '1', name: 'x' }, asBody(Form))).toEqual({ extra: '1', name: 'x' });
    expect(pipe.transform({ count: '3' }, asBody(JsonOnly))).toEqual({ count: '3' });
    expect(pipe.transform({ count: '3' }, { type: 'query', metatype: Form })).toEqual({ count: '3' });
  });
});
