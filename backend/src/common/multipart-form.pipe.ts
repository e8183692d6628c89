// A multipart form sends every value as text: a nested value as bracket fields
// (`typography[baseFontSize]`, which multer already nests) or as JSON text, a list as JSON text, as
// one comma-separated text or as index-keyed fields (`customColors[0][name]`), a number or a
// boolean as its text. This pipe turns the body of a `@MultipartForm()` DTO into the shape the DTO
// documents, and does only that: it checks nothing (text that is not a number stays text), and
// the DTO's validators, run next by the global ValidationPipe, give every refusal. A JSON body
// passes through it too, so both meet the same rules.
import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { FORM_MESSAGES, parsePixelSize } from '@mailplan/shared';
import type { ErrorDetailDto } from './error-response.dto.js';
import { ValidationFailedException } from './errors.js';

const FORM = Symbol('multipart form');
const PIXELS = Symbol('css pixels');

type Shape = abstract new (...args: never[]) => unknown;
type Obj = Record<string, unknown>;

/** A body DTO whose values may arrive as multipart text: MultipartFormPipe normalises them. */
export const MultipartForm = (): ClassDecorator => (target) => Reflect.defineMetadata(FORM, true, target);

/** A number that may be written in CSS pixels: `18`, `18px` and ` 18 PX ` all give 18. */
export const CssPixels = (): PropertyDecorator => (target, key) => Reflect.defineMetadata(PIXELS, true, target, key);

const SCALARS: unknown[] = [String, Number, Boolean, Object, Array, Date, 'string', 'number', 'integer', 'boolean', 'object', 'array'];
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isShape = (t: unknown): t is Shape => typeof t === 'function' && !SCALARS.includes(t);

interface Field {
  /** The documented type: a DTO class, Number/'number'/'integer', Boolean/'boolean', ... */
  type: unknown;
  list: boolean;
  pixels: boolean;
}

/**
 * A property's type as its OpenAPI documentation gives it (which classes derived with
 * PartialType keep), else as TypeScript declares it; undefined for a property the DTO does not
 * have (the validators refuse it).
 */
function fieldOf(shape: Shape, key: string): Field | undefined {
  const documented = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, shape.prototype as object, key) as { type?: unknown; isArray?: boolean } | undefined;
  const declared = Reflect.getMetadata('design:type', shape.prototype as object, key) as unknown;
  if (!documented && !declared) return undefined;
  // A union (`string | null`) is declared as Object: the documentation then says more.
  const type = isShape(documented?.type) || !declared || declared === Object ? (documented?.type ?? declared) : declared;
  return {
    type,
    list: documented?.isArray === true || type === Array || type === 'array',
    pixels: Reflect.getMetadata(PIXELS, shape.prototype as object, key) === true,
  };
}

class Normaliser {
  readonly problems: ErrorDetailDto[] = [];

  object(body: Obj, shape: Shape, path: string): Obj {
    const out: Obj = { ...body };
    for (const [key, value] of Object.entries(body)) {
      const field = fieldOf(shape, key);
      if (field) out[key] = this.value(value, field, path ? `${path}.${key}` : key);
    }
    return out;
  }

  private value(value: unknown, field: Field, path: string): unknown {
    if (field.list) {
      const list = this.list(value, path);
      return Array.isArray(list) && isShape(field.type)
        ? list.map((item, i) => (isObj(item) ? this.object(item, field.type as Shape, `${path}.${i}`) : item))
        : list;
    }
    if (isShape(field.type)) {
      const v = this.jsonText(value, path);
      return isObj(v) ? this.object(v, field.type, path) : v;
    }
    if (typeof value !== 'string') return value;
    if (field.pixels) return parsePixelSize(value) ?? value;
    if (field.type === Number || field.type === 'number' || field.type === 'integer') {
      const text = value.trim();
      const n = Number(text);
      return text !== '' && Number.isFinite(n) ? n : value;
    }
    if (field.type === Boolean || field.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
    return value;
  }

  /** An object field: given as it is (bracket fields, JSON body) or as JSON text; '' is none (null). */
  private jsonText(value: unknown, path: string): unknown {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      this.problems.push({ path, message: FORM_MESSAGES.invalidJsonField(path) });
      return value;
    }
  }

  /** A list field: a list, JSON text of one, comma-separated text, or fields keyed 0, 1, ...; '' is none. */
  private list(value: unknown, path: string): unknown {
    if (typeof value === 'string') {
      const text = value.trim();
      if (!text) return null;
      if (text.startsWith('[')) return this.jsonText(text, path);
      return text.split(',').map((item) => item.trim());
    }
    if (isObj(value) && Object.keys(value).length && Object.keys(value).every((k) => /^\d+$/.test(k))) {
      return Object.keys(value)
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => value[k]);
    }
    return value;
  }
}

/**
 * Runs before the global ValidationPipe (bootstrap.ts) on the body of every route whose DTO is a
 * `@MultipartForm()`. JSON text that does not parse is the one thing it answers itself (400 "x
 * must be valid JSON", like a JSON body that does not parse), before any field is checked.
 */
@Injectable()
export class MultipartFormPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const shape = metadata.metatype as Shape | undefined;
    if (metadata.type !== 'body' || !shape || Reflect.getMetadata(FORM, shape) !== true || !isObj(value)) return value;
    const normaliser = new Normaliser();
    const body = normaliser.object(value, shape, '');
    if (normaliser.problems.length) throw new ValidationFailedException(normaliser.problems);
    return body;
  }
}
