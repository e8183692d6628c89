// The part of a JSON Schema the email-service fakes check a request body against (their contract
// tables, klaviyo-contract.ts and mailchimp-contract.ts): required members, types and allowed values.
// Erasable TypeScript: Node runs this file as it is.

/** A request to an email service as its contract table checks it. */
export interface ServiceRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A JSON value's expected shape: the part of a published request schema the product depends on. */
export type Shape =
  | { type: 'object'; required?: string[]; props?: Record<string, Shape>; nullable?: boolean }
  | { type: 'array'; items: Shape; nullable?: boolean }
  | { type: 'string'; enum?: readonly string[]; nullable?: boolean }
  | { type: 'boolean'; nullable?: boolean };

/** The first place `value` does not fit `shape` (a JSON pointer and the reason), or null. */
export function checkShape(value: unknown, shape: Shape, pointer: string): { pointer: string; detail: string } | null {
  const at = pointer || '/';
  if (value === null) return shape.nullable ? null : { pointer: at, detail: `'${at}' may not be null.` };
  if (value === undefined) return { pointer: at, detail: `'${at}' is required.` };
  switch (shape.type) {
    case 'string':
      if (typeof value !== 'string') return { pointer: at, detail: `'${at}' must be a string.` };
      if (shape.enum && !shape.enum.includes(value)) return { pointer: at, detail: `'${value}' is not a valid choice for '${at}'. Valid choices are ${shape.enum.join(', ')}.` };
      return null;
    case 'boolean':
      return typeof value === 'boolean' ? null : { pointer: at, detail: `'${at}' must be a boolean.` };
    case 'array': {
      if (!Array.isArray(value)) return { pointer: at, detail: `'${at}' must be an array.` };
      for (let k = 0; k < value.length; k++) {
        const broken = checkShape(value[k], shape.items, `${pointer}/${k}`);
        if (broken) return broken;
      }
      return null;
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return { pointer: at, detail: `'${at}' must be an object.` };
      const obj = value as Record<string, unknown>;
      for (const key of shape.required ?? []) if (obj[key] === undefined) return { pointer: `${pointer}/${key}`, detail: `'${pointer}/${key}' is a required field.` };
      for (const [key, inner] of Object.entries(shape.props ?? {})) {
        if (obj[key] === undefined) continue;
        const broken = checkShape(obj[key], inner, `${pointer}/${key}`);
        if (broken) return broken;
      }
      return null;
    }
  }
}
