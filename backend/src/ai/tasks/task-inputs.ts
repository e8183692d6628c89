// Input shapes several tasks share.

export interface AiDocument {
  /** File name, e.g. 'brand-deck.pdf'. */
  name: string;
  /** Text extracted from the file. */
  text: string;
}

/**
 * The brand as the campaign prompts carry it: the brand context (the tone text the campaign form
 * sends, or the fixed default), and from the brand kit the brand name, guidelines and strategy when
 * the organization has them.
 */
export interface PromptBrand {
  /** The tone to write in (`brandContext` of the campaign AI calls). */
  brandContext?: string;
  brandName?: string;
  /** The start of the brand guidelines text. */
  guidelines?: string;
  /** The start of the generated email strategy (markdown). */
  strategy?: string;
}

/** A module field as the copy tasks see it. */
export interface ContentField {
  name: string;
  type?: string;
  purpose?: string;
  required?: boolean;
  maxLength?: number;
  minLength?: number;
}
